import type { ReactNode } from 'react'
import { ImageSaverContext } from '../ui/image-saver'
import { useConnectionHints, useDataSaverSetting } from '../features/data-saver/saver-hooks'
import { dataSaverOn } from '../lib/data-saver'

/** Every picture below follows the data saver: on (or automatic on a Save-Data or slow link), 1× at the low quality. */
export function ImageSaver({ children }: { children: ReactNode }) {
  const on = dataSaverOn(useConnectionHints(), useDataSaverSetting())
  return <ImageSaverContext value={on}>{children}</ImageSaverContext>
}

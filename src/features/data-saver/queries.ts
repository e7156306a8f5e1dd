import { useAsyncValue } from '../../ui/use-async-value'
import type { AppServices } from '../../data'
import type { AppDb } from '../../data/db'
import { NO_PRICES, readPackPrices, type PackPrices } from '../../data/pack-prices'
import { useLiveQuery } from '../../ui/use-live-query'
import type { Rendition } from './data-use'
import { dataSaverOn } from '../../lib/data-saver'
import { useConnectionHints, useDataSaverSetting } from './saver-hooks'

// The shell's picture sizing reads these from their own module, so start-up never pulls this file in.
export { useConnectionHints, useDataSaverSetting }

/** undefined while loading. */
export function useLadder(services: AppServices): Rendition[] | null | undefined {
  // A chunk of its own: shared with the player, these modules would land in a start-up chunk.
  const ask = () => import('./sample-ladder').then(({ loadLadder }) => loadLadder(services)).catch(() => null)
  return useAsyncValue(ask, [services])
}

/** Whether the data saver holds playback at 360p right now (the setting, or Auto and the connection). */
export function useSaverOn(): boolean {
  return dataSaverOn(useConnectionHints(), useDataSaverSetting())
}

/** The viewer's pack prices, live and shared by every cost on screen; no price while loading, so no kyat figure is ever a guess. */
export function usePackPrices(db: AppDb): PackPrices {
  return useLiveQuery(() => readPackPrices(db), [db], { share: db, initial: NO_PRICES })
}

export { useMeterUsage, useAllowanceSettings, useAllowanceState } from './meter-queries'

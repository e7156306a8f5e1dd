import { useEffect, useState } from 'react'
import { createAutoHide, type AutoHide } from '../controls/auto-hide'

/** The controls' visibility for a video that is `playing` (see createAutoHide). */
export function useAutoHide(playing: boolean): { shown: boolean; hide: AutoHide } {
  const [shown, setShown] = useState(true)
  const [hide] = useState(() => createAutoHide(setShown))
  useEffect(() => hide.setPlaying(playing), [hide, playing])
  useEffect(() => () => hide.dispose(), [hide])
  return { shown, hide }
}

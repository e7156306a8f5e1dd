import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AppServices } from '../../data'
import type { Rendition } from './data-use'
import { connectionHints, currentDataSaver, subscribeDataSaver, type ConnectionHints, type DataSaverSetting } from './setting'

export function useDataSaverSetting(): DataSaverSetting {
  return useSyncExternalStore(subscribeDataSaver, currentDataSaver, currentDataSaver)
}

/** The connection hints, followed live where the browser reports changes. */
export function useConnectionHints(): ConnectionHints {
  const [hints, setHints] = useState(connectionHints)
  useEffect(() => {
    const c = (navigator as { connection?: EventTarget }).connection
    const update = () => setHints(connectionHints())
    c?.addEventListener?.('change', update)
    return () => c?.removeEventListener?.('change', update)
  }, [])
  return hints
}

/** undefined while loading. */
export function useLadder(services: AppServices): Rendition[] | null | undefined {
  const [ladder, setLadder] = useState<Rendition[] | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    // A chunk of its own: sharing these modules with the player would make the bundler split a
    // common chunk into the start-up path.
    void import('./sample-ladder')
      .then(({ loadLadder }) => loadLadder(services))
      .catch(() => null)
      .then((l) => {
        if (live) setLadder(l)
      })
    return () => {
      live = false
    }
  }, [services])
  return ladder
}
export { useMeterUsage, useAllowanceSettings, useAllowanceState } from './meter-queries'

import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AppServices } from '../../data'
import type { AppDb } from '../../data/db'
import { NO_PRICES, readPackPrices, type PackPrices } from '../../data/pack-prices'
import { useSharedLiveQuery } from '../../ui/use-shared-live-query'
import type { Rendition } from './data-use'
import { connectionHints, currentDataSaver, dataSaverOn, subscribeDataSaver, type ConnectionHints, type DataSaverSetting } from './setting'

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

/** Whether the data saver holds playback at 360p right now (the setting, or Auto and the connection). */
export function useSaverOn(): boolean {
  return dataSaverOn(useConnectionHints(), useDataSaverSetting())
}

/** The viewer's pack prices, live and shared by every cost on screen; no price while loading, so no kyat figure is ever a guess. */
export function usePackPrices(db: AppDb): PackPrices {
  return useSharedLiveQuery(db, 'pack-prices', () => readPackPrices(db), NO_PRICES) ?? NO_PRICES
}

export { useMeterUsage, useAllowanceSettings, useAllowanceState } from './meter-queries'

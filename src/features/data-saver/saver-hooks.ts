import { useEffect, useState, useSyncExternalStore } from 'react'
import { connectionHints, currentDataSaver, subscribeDataSaver, type ConnectionHints, type DataSaverSetting } from '../../lib/data-saver'

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

import { useSyncExternalStore } from 'react'
import { Trans } from '@lingui/react/macro'
import { connectivity as defaultStore, type Connectivity } from '../api/connectivity'
import { isStoragePersistent } from '../data/open-db'

const BAR = 'sticky top-[var(--header-height)] z-30 px-4 py-1 text-center text-xs font-medium md:pl-24 lg:pl-60'

/**
 * A thin bar while the server cannot be reached (judged from the API client's own outcomes, not
 * navigator.onLine); it goes when a request succeeds again.
 */
export function OfflineBar({ store = defaultStore }: { store?: Connectivity }) {
  const offline = useSyncExternalStore(store.subscribe, store.isOffline)
  if (!offline) return null
  return (
    <div role="status" className={`${BAR} bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50`}>
      <Trans>You are offline — showing saved content</Trans>
    </div>
  )
}

/** Shown for the whole visit when the browser would not let the app keep data on the device. */
export function StorageNotice({ persistent = isStoragePersistent() }: { persistent?: boolean }) {
  if (persistent) return null
  return (
    <div role="note" className={`${BAR} bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100`}>
      <Trans>Saving is unavailable on this device; the app works online only</Trans>
    </div>
  )
}

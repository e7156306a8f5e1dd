import { Fragment, useEffect, useState, useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { connectivity as defaultStore, type Connectivity, type Reach } from '../api/connectivity'
import { isStoragePersistent } from '../data/open-db'

const BAR = 'sticky top-[var(--header-height)] z-30 px-4 py-1 text-center text-xs font-medium md:pl-24 lg:pl-60'

/** Why the server does not answer, and "showing saved content" only while a screen shows stored content. */
export function OfflineBar({ store = defaultStore }: { store?: Connectivity }) {
  const { reach, saved } = useSyncExternalStore(store.subscribe, store.state)
  const words = useBarWords(reach, saved)
  // The empty region first, words a frame later: a screen reader announces changes to a known live region only (WCAG 4.1.3).
  const [known, setKnown] = useState(false)
  useEffect(() => {
    const id = requestAnimationFrame(() => setKnown(true))
    return () => cancelAnimationFrame(id)
  }, [])
  const shown = known ? words : null
  return (
    <div
      role="status"
      className={shown === null ? 'sr-only' : `${BAR} text-balance bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50`}
    >
      {/* Burmese breaks between any two syllables; the bar breaks only at its spaces. */}
      {shown?.split(' ').map((word, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span className="whitespace-nowrap">{word}</span>
        </Fragment>
      ))}
    </div>
  )
}

// Whole sentences, one per state: a translation may order the parts its own way.
function useBarWords(reach: Reach, saved: boolean): string | null {
  const { t } = useLingui()
  switch (reach) {
    case 'online':
      return null
    case 'offline':
      return saved ? t`No internet connection — showing saved content` : t`No internet connection`
    case 'slow':
      return saved ? t`The server is slow to answer — showing saved content` : t`The server is slow to answer`
    case 'unreachable':
      return saved ? t`Can’t reach the server — showing saved content` : t`Can’t reach the server`
  }
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

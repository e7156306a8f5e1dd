import { useLingui } from '@lingui/react/macro'
import type { ItemSync } from '../../data'

/** The "waiting to sync" mark of an item whose change is still in the outbox (or was refused). */
export function SyncMark({ state, className = '' }: { state: ItemSync | undefined; className?: string }) {
  const { t } = useLingui()
  if (!state || state === 'synced') return null
  const failed = state === 'failed'
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-medium ${
        failed
          ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      } ${className}`}
    >
      <span aria-hidden="true">{failed ? '!' : '⟳'}</span>
      {failed ? t`Not synced` : t`Waiting to sync`}
    </span>
  )
}

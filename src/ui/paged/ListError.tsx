import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { connectivity } from '../../api/connectivity'
import type { Failure } from '../../api/failures'
import { describeFailure } from '../errors/failure-view'

/** A failed further page under the items already shown: one line and a retry, not a full error view. */
export function ListError({ failure, onRetry }: { failure: Failure; onRetry: () => void }) {
  const { t, i18n } = useLingui()
  const reach = useSyncExternalStore(connectivity.subscribe, () => connectivity.state().reach)
  return (
    <div
      role="alert"
      className="mx-4 my-4 flex flex-wrap items-center justify-center gap-3 rounded-lg bg-slate-100 px-4 py-3 text-sm dark:bg-slate-900"
    >
      <span className="text-slate-700 dark:text-slate-200">{i18n._(describeFailure(failure, reach).title)}</span>
      <button type="button" onClick={onRetry} className="rounded-lg bg-primary-strong px-4 py-1.5 font-medium text-white hover:bg-sky-800">
        {t`Try again`}
      </button>
    </div>
  )
}

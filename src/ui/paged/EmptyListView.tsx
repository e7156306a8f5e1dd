import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Failure } from '../../api/failures'
import { ErrorView } from '../errors/ErrorView'

/** Spec section 8: reload and Search (which the spec sends home); an empty list has its own words. */
export function EmptyListView({
  failure,
  onRetry,
  title,
  description,
}: {
  failure: Failure
  onRetry: () => void
  title: ReactNode
  description: ReactNode
}) {
  const { t } = useLingui()
  const empty = failure.type === 'NoContentFailure'
  return (
    <ErrorView failure={failure} onRetry={onRetry} title={empty ? title : undefined} description={empty ? description : undefined}>
      <Link
        to="/"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-primary px-6 py-2 font-medium text-primary-strong hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-slate-900"
      >
        {t`Search`}
      </Link>
    </ErrorView>
  )
}

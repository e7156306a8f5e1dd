import { useSyncExternalStore, type ReactNode } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Failure } from '../../api/failures'
import { connectivity } from '../../api/connectivity'
import { describeFailure } from './failure-view'

export interface ErrorViewProps {
  failure: Failure
  /** Replaces the title, e.g. an empty list's own heading. */
  title?: ReactNode
  description?: ReactNode
  /** Replaces the default action (Refresh, Login or the subscription button). */
  action?: { label: string; onClick: () => void }
  /** What Refresh does; without it Refresh reloads the page. */
  onRetry?: () => void
  children?: ReactNode
}

// White on the brand blue (#0095D5) is 3.4:1; the stronger shade meets WCAG AA for button text.
const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-primary-strong px-6 py-2 font-medium text-white hover:bg-sky-800'

/** The shared error view of spec section 8. Failures become translated text only here. */
export function ErrorView({ failure, title, description, action, onRetry, children }: ErrorViewProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  const reach = useSyncExternalStore(connectivity.subscribe, () => connectivity.state().reach)
  const view = describeFailure(failure, reach)
  const here = location.href
  const code = failure.statusCode

  const defaultAction = {
    refresh: { label: t`Refresh`, onClick: onRetry ?? (() => window.location.reload()) },
    login: {
      label: t`Login`,
      onClick: () => router.history.push(`/login-phone?redirectRoute=${encodeURIComponent(location.pathname)}`),
    },
    subscribe: {
      label: t`Get subscription`,
      onClick: () => router.history.push(`/payment?redirectRoute=${encodeURIComponent(here)}`),
    },
  }[view.action]
  const chosen = action ?? defaultAction

  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">{title ?? i18n._(view.title)}</h2>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description ?? i18n._(view.description)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass} onClick={chosen.onClick}>
          {chosen.label}
        </button>
        {children}
      </div>
      {/* Small and quiet, in words a viewer can read out to support; no internal names, and none for
          a state that is not an error (an empty list, no connection). */}
      {failure.statusCode >= 400 && <p className="mt-6 text-xs text-slate-500 dark:text-slate-400">{t`Code ${code}`}</p>}
    </div>
  )
}

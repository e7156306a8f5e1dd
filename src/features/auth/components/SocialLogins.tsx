import { useLingui } from '@lingui/react/macro'
import { LangRuns } from '../../../ui/LangRuns'

/** Spec section 1: Gmail, Facebook and Apple login appear as labels only; they have no flow. */
export function SocialLogins() {
  const { t } = useLingui()
  const labels = [t`Continue with Gmail`, t`Continue with Facebook`, t`Continue with Apple`]
  return (
    <div className="flex flex-col gap-2">
      <p className="text-center text-sm text-slate-600 dark:text-slate-300">{t`Other ways to log in (coming soon)`}</p>
      {labels.map((label) => (
        <button
          key={label}
          type="button"
          disabled
          aria-disabled="true"
          className="rounded-lg border border-slate-300 px-4 py-3 text-sm font-medium text-slate-600 dark:border-slate-700 dark:text-slate-300"
        >
          <LangRuns text={label} />
        </button>
      ))}
    </div>
  )
}

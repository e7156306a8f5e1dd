import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

export function NotFoundPage() {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-lg p-8 text-center">
      <h1 className="text-xl font-semibold">{t`Not Found`}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t`This page does not exist.`}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-primary-strong px-6 py-2 font-medium text-white">
        {t`Go to home`}
      </Link>
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">404</p>
    </div>
  )
}

import { useRouterState } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/** Spec section 6 inside a page: login comes back to this very address, query included. */
export function LoginToUse({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <div role="alert" className={`rounded-lg border border-slate-300 p-3 text-sm dark:border-slate-600 ${className}`}>
      <p>{t`User not authenticated: click button below and login to use this feature`}</p>
      <Link
        to="/login-phone"
        search={{ redirectRoute: here }}
        className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-primary-strong px-5 font-medium text-white hover:bg-sky-800"
      >
        {t`Login`}
      </Link>
    </div>
  )
}

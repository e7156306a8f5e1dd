import { useRouterState } from '@tanstack/react-router'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'

/**
 * Spec section 6 inside a page: a protected control tried by a logged-out viewer. The page stays;
 * the button goes to phone login and comes back to this very address (a title's page is
 * `/content?id=N`, so the query is kept, not just the path).
 */
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

import { Link, useCanGoBack, useMatches, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { BackIcon, BellIcon, Logo } from '../ui/icons'
import { TAB_PATHS } from './tabs'
import { HeaderSearch } from '../features/search/components/HeaderSearch'
import { screenTitle } from './route-meta'
import { LangRuns } from '../ui/LangRuns'

export function Header() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const matches = useMatches()
  const leaf = matches[matches.length - 1]
  const isTabPage = !leaf || TAB_PATHS.has(leaf.pathname)
  const title = leaf ? screenTitle(leaf, i18n) : null

  const goBack = () => {
    if (canGoBack) router.history.back()
    else void router.navigate({ to: '/' })
  }

  return (
    <header className="sticky top-0 z-40 flex h-[var(--header-height)] items-center gap-2 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-950">
      {isTabPage ? (
        // Named by its content, the wordmark first (voice control reaches the link by what it shows),
        // so the English brand keeps its own lang inside a Burmese name.
        <Link to="/" className="flex min-h-11 items-center">
          <Logo />
          <span className="sr-only">{t`, home`}</span>
        </Link>
      ) : (
        <>
          <button
            type="button"
            onClick={goBack}
            aria-label={t`Back`}
            className="-ml-2 grid size-[44px] place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <BackIcon />
          </button>
          {/* A title's page draws its own h1: the title's name. */}
          {/* A name in the other script ("ATOM", a category's name from its link) keeps its lang. */}
          {!leaf?.staticData.ownHeading && (
            <h1 className="line-clamp-2 min-w-0 text-base font-semibold break-words">{title && <LangRuns text={title} />}</h1>
          )}
        </>
      )}
      <div className="ml-auto flex items-center gap-2">
        <HeaderSearch />
        <Link
          to="/notifications"
          aria-label={t`Notifications`}
          className="grid size-[44px] place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-primary dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <BellIcon />
        </Link>
      </div>
    </header>
  )
}

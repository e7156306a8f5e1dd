import { useState, type MouseEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { yieldToMain } from '../lib/yield-to-main'
import { TABS } from './tabs'
import { useUnsyncedCount } from '../features/sync/queries'
import { formatCount } from '../i18n/numbers'

/** The live count of operations not yet on the server, on the profile tab (where they are listed). */
function UnsyncedBadge() {
  const { t, i18n } = useLingui()
  const unsynced = useUnsyncedCount()
  if (!unsynced) return null
  const count = formatCount(i18n, unsynced)
  return (
    <>
      <span
        aria-hidden="true"
        data-unsynced={unsynced}
        className="absolute top-0 left-1/2 ml-2 min-w-5 rounded-full bg-amber-700 px-1 text-center text-[11px] leading-5 font-semibold text-white lg:static lg:ml-auto"
      >
        {count}
      </span>
      <span className="sr-only">{t`${count} waiting to sync`}</span>
    </>
  )
}

/** Bottom bar on phones, side rail on wide screens. */
export function TabBar() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [tapped, setTapped] = useState<string | null>(null)
  // The tapped tab lights up in the frame after the tap, and the screen it opens renders after that
  // frame: rendered in the tap's own task, a list screen held the tap's feedback back 230 ms on a
  // phone of benchmark index 400. A tap with a modifier key keeps the browser's own meaning.
  const open = (to: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    setTapped(to)
    void yieldToMain()
      .then(() => navigate({ to }))
      .finally(() => setTapped(null))
  }
  return (
    <nav
      aria-label={t`Main navigation`}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:inset-y-0 md:right-auto md:left-0 md:w-20 md:border-t-0 md:border-r md:pt-[var(--header-height)] lg:w-56 dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="flex justify-around md:flex-col md:justify-start md:gap-2 md:p-2">
        {TABS.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex-1 md:flex-none">
            <Link
              to={to}
              activeOptions={{ exact: to === '/' }}
              onClick={open(to)}
              data-tapped={tapped === to || undefined}
              className="relative flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs text-slate-500 hover:text-primary-strong data-[status=active]:font-semibold data-[status=active]:text-primary-strong data-tapped:font-semibold data-tapped:text-primary-strong lg:flex-row lg:justify-start lg:gap-4 lg:px-4 lg:text-sm dark:text-slate-400 dark:hover:text-primary dark:data-[status=active]:text-primary"
            >
              <Icon />
              <span className="max-w-full truncate text-[11px] lg:text-sm">{i18n._(label)}</span>
              {to === '/profile' && <UnsyncedBadge />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import type { ReactNode } from 'react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronIcon } from './RowIcons'

const ROW =
  'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800/60 dark:focus-visible:bg-slate-800/60'

export function MenuLink({
  icon,
  label,
  detail,
  ...link
}: { icon: ReactNode; label: string; detail?: ReactNode } & Pick<LinkProps, 'to' | 'search'>) {
  return (
    <li>
      <Link {...link} className={ROW}>
        <span className="text-slate-600 dark:text-slate-300">{icon}</span>
        <span className="min-w-0 flex-1 break-words">{label}</span>
        {detail}
        <span className="text-slate-500 dark:text-slate-400">
          <ChevronIcon />
        </span>
      </Link>
    </li>
  )
}

export function MenuButton({ icon, label, detail, onClick }: { icon: ReactNode; label: string; detail?: ReactNode; onClick: () => void }) {
  return (
    <li>
      <button type="button" onClick={onClick} className={ROW}>
        <span className="text-slate-600 dark:text-slate-300">{icon}</span>
        <span className="min-w-0 flex-1 break-words">{label}</span>
        {detail}
      </button>
    </li>
  )
}

export function Menu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav
      aria-label={label}
      className="mx-4 overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">{children}</ul>
    </nav>
  )
}

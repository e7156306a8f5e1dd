import type { ReactNode } from 'react'

export interface Choice<K extends string> {
  key: K
  label: ReactNode
  hint?: ReactNode
  picture?: ReactNode
  lang?: string
}

function Tick() {
  return (
    <svg viewBox="0 0 24 24" width={22} height={22} fill="none" stroke="currentColor" strokeWidth={2.5} aria-hidden="true">
      <path d="m5 12 5 5 9-10" />
    </svg>
  )
}

/** A list of native radio buttons (keyboard and screen readers for free) with a tick on the current one. */
export function ChoiceList<K extends string>({
  name,
  label,
  choices,
  current,
  onPick,
}: {
  name: string
  label: string
  choices: Choice<K>[]
  current: K
  onPick: (k: K) => void
}) {
  return (
    <fieldset className="mx-auto max-w-xl min-w-0 px-4 pt-4">
      <legend className="sr-only">{label}</legend>
      <ul className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {choices.map((c) => (
          <li key={c.key}>
            <label className="flex min-h-14 cursor-pointer items-center gap-4 px-4 py-3 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-primary dark:hover:bg-slate-900">
              <input
                type="radio"
                name={name}
                value={c.key}
                checked={c.key === current}
                onChange={() => onPick(c.key)}
                className="sr-only"
              />
              {c.picture}
              <span className="min-w-0 flex-1 break-words">
                <span className="block font-medium" lang={c.lang}>
                  {c.label}
                </span>
                {c.hint && <span className="block text-sm text-slate-600 dark:text-slate-300">{c.hint}</span>}
              </span>
              <span className={c.key === current ? 'text-primary-strong dark:text-primary' : 'invisible'}>
                <Tick />
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export interface TabDef<K extends string> {
  key: K
  label: string
  panel: ReactNode
}

interface TabsProps<K extends string> {
  tabs: TabDef<K>[]
  selected: K
  onSelect: (k: K) => void
  label: string
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected one is tabbable. */
export function Tabs<K extends string>({ tabs, selected, onSelect, label }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const found = tabs.findIndex((tab) => tab.key === selected)
  const current = Math.max(0, found)

  const onKeyDown = (e: KeyboardEvent) => {
    const last = tabs.length - 1
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[e.key]
    if (to === undefined) return
    e.preventDefault()
    const next = (to + tabs.length) % tabs.length
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.key)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-2 border-b border-slate-200 px-4 dark:border-slate-800"
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(n) => {
              refs.current[i] = n
            }}
            id={`tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={i === current}
            aria-controls={`panel-${tab.key}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            className="-mb-px min-h-11 border-b-2 border-transparent px-3 text-sm font-medium text-slate-600 aria-selected:border-primary aria-selected:text-primary-strong dark:text-slate-300 dark:aria-selected:text-primary"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.key}`}
          hidden={i !== current}
          tabIndex={0}
          className="px-4 py-4 focus-visible:outline-offset-[-2px]"
        >
          {i === current && tab.panel}
        </div>
      ))}
    </div>
  )
}

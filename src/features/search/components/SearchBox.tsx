import { useId, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SearchIcon } from '../../../ui/icons'
import { textLang } from '../../../i18n/text-lang'
import type { SearchBoxStore, SearchState } from '../machine'

export interface SearchBoxProps {
  state: SearchState
  store: SearchBoxStore
  /** Enter, or a suggestion picked. */
  onSubmit: (text: string) => void
  /** The clear button: back to the initial search screen. */
  onClear?: () => void
  autoFocus?: boolean
  className?: string
}

/**
 * A search field with its suggestions as an ARIA combobox: arrow keys move through the
 * suggestions, Enter searches the highlighted one (or the text), Escape closes the list.
 */
export function SearchBox({ state, store, onSubmit, onClear, autoFocus = false, className = '' }: SearchBoxProps) {
  const { t } = useLingui()
  const id = useId()
  const listId = `${id}-suggestions`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const items = state.query.trim() === '' ? [] : state.suggestions
  const expanded = open && items.length > 0
  const activeIndex = expanded && active < items.length ? active : -1

  const choose = (text: string) => {
    setOpen(false)
    setActive(-1)
    onSubmit(text)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return
      e.preventDefault()
      setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (!expanded || i < 0 ? (step > 0 ? 0 : items.length - 1) : (i + step + items.length) % items.length))
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (e.key === 'Enter' && activeIndex >= 0) {
      e.preventDefault()
      choose(items[activeIndex] ?? state.query)
    }
  }

  return (
    <form
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault()
        choose(state.query)
      }}
    >
      <div className="flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-slate-50 pr-1 pl-4 focus-within:border-primary dark:border-slate-700 dark:bg-slate-900">
        <SearchIcon className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          type="search"
          role="combobox"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-label={t`Search films and series`}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          placeholder={t`Search films and series`}
          value={state.query}
          onChange={(e) => {
            store.type(e.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-500 focus-visible:outline-none dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        {state.query !== '' && (
          <button
            type="button"
            aria-label={t`Clear search`}
            onClick={() => {
              store.type('')
              onClear?.()
            }}
            className="grid size-9 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true" className="text-xl leading-none">
              ×
            </span>
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((s, i) => (
          <li
            key={`${s}-${i}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === activeIndex}
            // Keep the focus in the field so the list does not close before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s)}
            className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm aria-selected:bg-slate-100 hover:bg-slate-100 dark:aria-selected:bg-slate-800 dark:hover:bg-slate-800"
          >
            <SearchIcon className="size-4 shrink-0 text-slate-400" />
            <span lang={textLang(s)} className="truncate">
              {s}
            </span>
          </li>
        ))}
      </ul>
    </form>
  )
}

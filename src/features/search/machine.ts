import type { ListStatus } from '../../data'
import type { Result } from '../../api/result'

/**
 * The search state of spec section 4 that lives in the page: the text being typed, the query last
 * searched, and suggestions. Results, their pages, status, hasMore and failure are the search list
 * of the data layer (keyed by query, so they survive a reload and render offline); `searchStatus`
 * joins the two.
 */
export interface SearchState {
  /** What is in the box. Changing it never changes the status. */
  query: string
  /** The query whose results are shown; null before any search (status initial). */
  lastSearch: string | null
  suggestions: string[]
}

export type SearchEvent =
  | { type: 'typed'; query: string }
  | { type: 'suggested'; query: string; items: string[] }
  | { type: 'searched'; query: string }
  | { type: 'reset' }

export const INITIAL_SEARCH: SearchState = { query: '', lastSearch: null, suggestions: [] }

export function searchReducer(state: SearchState, event: SearchEvent): SearchState {
  switch (event.type) {
    case 'typed':
      // An empty query has no suggestions (spec section 5).
      return { ...state, query: event.query, suggestions: event.query.trim() === '' ? [] : state.suggestions }
    case 'suggested':
      // Suggestions replace the old list, unless the text moved on while they were on their way.
      return event.query === state.query ? { ...state, suggestions: event.items } : state
    case 'searched':
      // The same state when nothing changes: the page arriving at /search?query= reports the search
      // its box already starts from, and a store that notifies makes React re-render the whole
      // results screen in one task (an external store's update is never sliced).
      if (state.query === event.query && state.lastSearch === event.query && state.suggestions.length === 0) return state
      return { ...state, query: event.query, lastSearch: event.query, suggestions: [] }
    case 'reset':
      return INITIAL_SEARCH
  }
}

/** The status the screen shows: initial without a search, else the searched list's own. */
export function searchStatus(state: Pick<SearchState, 'lastSearch'>, list: { status: ListStatus } | undefined): ListStatus {
  if (state.lastSearch === null) return 'initial'
  // A list not yet stored is about to load: the page starts the search on arrival.
  if (!list || list.status === 'initial') return 'loading'
  return list.status
}

/** Spec section 9: suggestions wait for 300 ms without typing. */
export const SUGGEST_DEBOUNCE_MS = 300

export interface SearchBoxStore {
  getState(): SearchState
  subscribe(listener: () => void): () => void
  /** The viewer typed: suggestions are fetched once the text has been still for 300 ms. */
  type(query: string): void
  /** A search ran for `query` (Enter, a suggestion, a recent or most-searched query). */
  searched(query: string): void
  reset(): void
  /** Stops a pending suggestion fetch (the box left the screen). */
  dispose(): void
}

export interface SearchBoxOptions {
  suggest: (query: string) => Promise<Result<string[]>>
  initial?: Partial<SearchState>
  delayMs?: number
}

/** The search box as a small store (no React), so its timing is testable on fake timers. */
export function createSearchBox({ suggest, initial, delayMs = SUGGEST_DEBOUNCE_MS }: SearchBoxOptions): SearchBoxStore {
  let state: SearchState = { ...INITIAL_SEARCH, ...initial }
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | null = null

  const dispatch = (event: SearchEvent) => {
    const next = searchReducer(state, event)
    if (next === state) return
    state = next
    listeners.forEach((l) => l())
  }
  const cancel = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    type(query) {
      dispatch({ type: 'typed', query })
      cancel()
      if (query.trim() === '') return
      timer = setTimeout(() => {
        timer = null
        void suggest(query).then((res) => {
          dispatch({ type: 'suggested', query, items: res.ok ? res.value : [] })
        })
      }, delayMs)
    },
    searched(query) {
      cancel()
      dispatch({ type: 'searched', query })
    },
    reset() {
      cancel()
      dispatch({ type: 'reset' })
    },
    // Only the timer: React may mount the same box again (StrictMode), and it must keep working.
    dispose: cancel,
  }
}

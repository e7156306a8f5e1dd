import { useEffect, useState, useSyncExternalStore } from 'react'
import type { AppServices } from '../../../data'
import { createSearchBox, type SearchBoxStore, type SearchState } from '../machine'
import { fetchSuggestions } from '../suggest'

export function useSearchBox(services: AppServices, lastSearch: string | null = null): [SearchState, SearchBoxStore] {
  const [store] = useState(() =>
    createSearchBox({ suggest: (q) => fetchSuggestions(services, q), initial: { query: lastSearch ?? '', lastSearch } }),
  )
  useEffect(() => () => store.dispose(), [store])
  const state = useSyncExternalStore(store.subscribe, store.getState)
  return [state, store]
}

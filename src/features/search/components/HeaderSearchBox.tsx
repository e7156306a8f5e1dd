import type { AppServices } from '../../../data'
import { runSearch } from '../actions'
import { SearchBox } from './SearchBox'
import { useSearchBox } from './use-search-box'

export interface HeaderSearchBoxProps {
  services: AppServices
  /** Opens the results of a search that started. */
  show: (query: string) => void
}

export default function HeaderSearchBox({ services, show }: HeaderSearchBoxProps) {
  const [state, store] = useSearchBox(services)
  const submit = async (text: string) => {
    const query = await runSearch(services, text)
    if (query === null) return
    store.reset()
    show(query)
  }
  return <SearchBox state={state} store={store} onSubmit={(text) => void submit(text)} />
}

import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useServices } from '../../../ui/use-services'
import { runSearch } from '../actions'
import { SearchBox } from './SearchBox'
import { useSearchBox } from './use-search-box'

/** Spec section 2: on large screens the header holds a search box with a suggestion dropdown. */
export function HeaderSearch() {
  const onSearchPage = useRouterState({ select: (s) => s.location.pathname === '/search' })
  // The search page has its own box; two boxes on one screen would only disagree.
  if (onSearchPage) return null
  return (
    <div className="hidden w-80 lg:block xl:w-96">
      <HeaderSearchBox />
    </div>
  )
}

function HeaderSearchBox() {
  const services = useServices()
  const navigate = useNavigate()
  const [state, store] = useSearchBox(services)
  const submit = async (text: string) => {
    const query = await runSearch(services, text)
    if (query === null) return
    store.reset()
    await navigate({ to: '/search', search: { query } })
  }
  return <SearchBox state={state} store={store} onSubmit={(text) => void submit(text)} />
}

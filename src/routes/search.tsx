import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { OptionalText } from '../lib/search-params'
import { SearchPage } from '../features/search/components/SearchPage'
import { searchFromAddress } from '../features/search/actions'
import { RouteErrorView } from '../ui/paged/RouteErrorView'

const searchSchema = v.object({
  query: OptionalText(),
})

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  staticData: { title: msg`Search` },
  loaderDeps: ({ search }) => ({ query: search.query }),
  // Starts the search while the page's code is still on its way; never waits for it.
  loader: ({ context, deps }) => searchFromAddress(context.services, deps.query),
  component: SearchRoute,
  // One chunk for the page, its error view and its loader: split apart, their shared code becomes extra
  // start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent', 'loader']],
  errorComponent: ({ error }) => <RouteErrorView error={error} />,
})

function SearchRoute() {
  const { query } = Route.useSearch()
  return <SearchPage query={query} />
}

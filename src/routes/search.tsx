import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { OptionalText, searchOf } from '../lib/search-params'
import { SearchPage } from '../features/search/components/SearchPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({
  query: OptionalText(),
})

export const Route = createFileRoute('/search')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Search` },
  component: SearchRoute,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: RouteError,
})

function SearchRoute() {
  const { query } = Route.useSearch()
  return <SearchPage query={query} />
}

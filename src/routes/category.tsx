import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, PageParam, TextParam } from '../lib/search-params'
import { CategoryPage } from '../features/category/components/CategoryPage'
import { RouteErrorView } from '../ui/paged/RouteErrorView'

const searchSchema = v.object({
  categoryId: IdParam,
  type: v.optional(v.fallback(v.picklist(['section', 'type']), 'section'), 'section'),
  page: PageParam,
  title: v.optional(v.fallback(TextParam, ''), ''),
})

export const Route = createFileRoute('/category')({
  validateSearch: searchSchema,
  staticData: { title: msg`Category`, titleParam: 'title' },
  component: CategoryRoute,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: ({ error }) => <RouteErrorView error={error} />,
})

// `page` is accepted as the spec writes it; the listing itself always starts at page 1 and grows
// as the viewer scrolls.
function CategoryRoute() {
  const { categoryId, type, title } = Route.useSearch()
  return <CategoryPage categoryId={categoryId} type={type} title={title} />
}

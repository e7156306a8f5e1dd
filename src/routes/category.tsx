import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, PageParam, TextParam, searchOf } from '../lib/search-params'
import { CategoryPage } from '../features/category/components/CategoryPage'
import { peekCategory } from '../features/category/queries'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({
  categoryId: IdParam,
  type: v.optional(v.fallback(v.picklist(['section', 'type']), 'section'), 'section'),
  page: PageParam,
  title: v.optional(v.fallback(TextParam, ''), ''),
})

const validateSearch = searchOf(searchSchema)

export const Route = createFileRoute('/category')({
  validateSearch,
  staticData: { title: msg`Category`, titleParam: 'title' },
  loaderDeps: ({ search: { categoryId, type } }) => ({ categoryId, type }),
  // The stored pages are read as the route matches, so the screen's first frame is the list, not
  // its placeholders followed by a second render, style and layout once the database answers.
  loader: ({ context, deps }) => peekCategory(context.services.db, deps),
  component: CategoryRoute,
  // One chunk for the loader, the page and its error view: split apart, their shared code becomes extra
  // start-up chunks, and the loader would pull the data layer's list definitions into start-up.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  errorComponent: RouteError,
})

// `page` is accepted as the spec writes it; the listing itself always starts at page 1 and grows
// as the viewer scrolls.
function CategoryRoute() {
  const { categoryId, type, title } = Route.useSearch()
  const stored = Route.useLoaderData()
  // A new category is a new screen: its live query starts from its own stored pages, not the last one's.
  return <CategoryPage key={`${type}:${categoryId}`} categoryId={categoryId} type={type} title={title} stored={stored} />
}

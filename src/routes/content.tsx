import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, searchOf } from '../lib/search-params'
import { ContentPage } from '../features/content/components/ContentPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ id: IdParam })

export const Route = createFileRoute('/content')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Details`, ownHeading: true },
  component: ContentRoute,
  errorComponent: RouteError,
})

function ContentRoute() {
  const { id } = Route.useSearch()
  return <ContentPage id={id} />
}

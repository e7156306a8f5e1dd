import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { RedirectParam, searchOf } from '../lib/search-params'
import { HandoffPage } from '../features/in-app/components/HandoffPage'
import { RouteError } from '../ui/errors/RouteError'

// The code itself travels in the fragment, which the router never reads and the server never sees.
const searchSchema = v.object({ to: RedirectParam })

export const Route = createFileRoute('/handoff')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Continue your login` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { to } = Route.useSearch()
  return <HandoffPage to={to} />
}

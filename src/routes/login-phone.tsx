import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { RedirectParam, searchOf } from '../lib/search-params'
import { LoginPhonePage } from '../features/auth/components/LoginPhonePage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ redirectRoute: RedirectParam })

export const Route = createFileRoute('/login-phone')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Login` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { redirectRoute } = Route.useSearch()
  return <LoginPhonePage redirectRoute={redirectRoute} />
}

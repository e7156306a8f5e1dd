import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { RedirectParam } from '../lib/search-params'
import { LoginPhonePage } from '../features/auth/components/LoginPhonePage'
import { RouteError } from '../features/auth/components/RouteError'

const searchSchema = v.object({
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/login-phone')({
  validateSearch: searchSchema,
  staticData: { title: msg`Login` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { redirectRoute } = Route.useSearch()
  return <LoginPhonePage redirectRoute={redirectRoute} />
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { RedirectParam, searchOf } from '../lib/search-params'
import { requireUser } from '../features/auth/guard'
import { PaymentPage } from '../features/payment/components/PaymentPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ redirectRoute: RedirectParam })

export const Route = createFileRoute('/payment')({
  validateSearch: searchOf(searchSchema),
  beforeLoad: requireUser(),
  staticData: { title: msg`Subscription plans` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { redirectRoute } = Route.useSearch()
  return <PaymentPage redirectRoute={redirectRoute} />
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { OptionalText, RedirectParam, searchOf } from '../lib/search-params'
import { PaymentSuccessPage } from '../features/payment/components/PaymentSuccessPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ redirectRoute: RedirectParam, status: OptionalText() })

export const Route = createFileRoute('/payment-success')({
  validateSearch: searchOf(searchSchema),
  // The screen's own heading tells processing, success or failure; the bar names the place only.
  staticData: { title: msg`Payment` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { redirectRoute, status } = Route.useSearch()
  return <PaymentSuccessPage redirectRoute={redirectRoute} status={status} />
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { TextParam, RedirectParam, searchOf } from '../lib/search-params'
import { OtpPage } from '../features/auth/components/OtpPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({
  // Kept as a number: the router would write a digits-only string in quotes ("959…") in the address.
  phoneNumber: v.pipe(TextParam, v.regex(/^9\d{6,11}$/), v.transform(Number)),
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/otp-input')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Enter code` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const { phoneNumber, redirectRoute } = Route.useSearch()
  // Remounts for another number, so the code is sent again.
  return <OtpPage key={phoneNumber} phoneNumber={String(phoneNumber)} redirectRoute={redirectRoute} />
}

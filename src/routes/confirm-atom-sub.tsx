import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, TextParam, RedirectParam, searchOf } from '../lib/search-params'
import { requireUser } from '../features/auth/guard'
import { ConfirmAtomPage } from '../features/payment/components/ConfirmAtomPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({
  // Kept as a number: the router would write a digits-only string in quotes ("959…") in the address.
  phoneNumber: v.pipe(TextParam, v.regex(/^9\d{6,11}$/), v.transform(Number)),
  userId: IdParam,
  planId: IdParam,
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/confirm-atom-sub')({
  validateSearch: searchOf(searchSchema),
  beforeLoad: requireUser(),
  staticData: { title: msg`Confirm subscription` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const search = Route.useSearch()
  return <ConfirmAtomPage key={`${search.phoneNumber}:${search.planId}`} {...search} phoneNumber={String(search.phoneNumber)} />
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, RedirectParam, searchOf } from '../lib/search-params'
import { requireUser } from '../features/auth/guard'
import { AtomPhonePage } from '../features/payment/components/AtomPhonePage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ planId: IdParam, userId: IdParam, redirectRoute: RedirectParam })

export const Route = createFileRoute('/atom-phone-input')({
  validateSearch: searchOf(searchSchema),
  beforeLoad: requireUser(),
  staticData: { title: msg`ATOM phone number` },
  component: Page,
  errorComponent: RouteError,
})

function Page() {
  const search = Route.useSearch()
  return <AtomPhonePage {...search} />
}

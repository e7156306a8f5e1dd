import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/payment')({
  validateSearch: searchSchema,
  staticData: { title: msg`Subscription plans` },
  component: PaymentPage,
})

function PaymentPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Subscription plans`}</PageHeading>
}

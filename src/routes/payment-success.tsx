import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { OptionalText, RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  redirectRoute: RedirectParam,
  status: OptionalText(),
})

export const Route = createFileRoute('/payment-success')({
  validateSearch: searchSchema,
  staticData: { title: msg`Processing` },
  component: PaymentSuccessPage,
})

function PaymentSuccessPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Processing`}</PageHeading>
}

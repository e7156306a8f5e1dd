import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam, TextParam, RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  phoneNumber: v.pipe(TextParam, v.regex(/^\d{7,12}$/)),
  userId: IdParam,
  planId: IdParam,
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/confirm-atom-sub')({
  validateSearch: searchSchema,
  staticData: { title: msg`Confirm subscription` },
  component: ConfirmAtomPage,
})

function ConfirmAtomPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Confirm subscription`}</PageHeading>
}

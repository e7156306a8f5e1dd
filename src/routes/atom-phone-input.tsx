import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam, RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  planId: IdParam,
  userId: IdParam,
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/atom-phone-input')({
  validateSearch: searchSchema,
  staticData: { title: msg`ATOM phone number` },
  component: AtomPhonePage,
})

function AtomPhonePage() {
  const { t } = useLingui()
  return <PageHeading>{t`ATOM phone number`}</PageHeading>
}

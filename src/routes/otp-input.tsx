import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TextParam, RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  phoneNumber: v.pipe(TextParam, v.regex(/^\d{7,12}$/)),
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/otp-input')({
  validateSearch: searchSchema,
  staticData: { title: msg`Enter code` },
  component: OtpPage,
})

function OtpPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Enter code`}</PageHeading>
}

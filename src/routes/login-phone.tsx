import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { RedirectParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  redirectRoute: RedirectParam,
})

export const Route = createFileRoute('/login-phone')({
  validateSearch: searchSchema,
  staticData: { title: msg`Login` },
  component: LoginPhonePage,
})

function LoginPhonePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Login`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { OptionalText } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  query: OptionalText(),
})

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  staticData: { title: msg`Search` },
  component: SearchPage,
})

function SearchPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Search`}</PageHeading>
}

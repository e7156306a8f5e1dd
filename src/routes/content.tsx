import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  id: IdParam,
})

export const Route = createFileRoute('/content')({
  validateSearch: searchSchema,
  staticData: { title: msg`Details` },
  component: ContentPage,
})

function ContentPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Details`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  id: IdParam,
})

export const Route = createFileRoute('/promotion-details')({
  validateSearch: searchSchema,
  staticData: { title: msg`Promotion` },
  component: PromotionPage,
})

function PromotionPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Promotion`}</PageHeading>
}

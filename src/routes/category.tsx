import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam, PageParam, TextParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  categoryId: IdParam,
  type: v.optional(v.fallback(v.picklist(['section', 'type']), 'section'), 'section'),
  page: PageParam,
  title: v.optional(v.fallback(TextParam, ''), ''),
})

export const Route = createFileRoute('/category')({
  validateSearch: searchSchema,
  staticData: { title: msg`Category` },
  component: CategoryPage,
})

function CategoryPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Category`}</PageHeading>
}

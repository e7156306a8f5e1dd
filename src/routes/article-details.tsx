import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TextParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(['faq', 'terms_and_conditions', 'privacy_policy', 'about_us']), 'privacy_policy'), 'privacy_policy'),
  title: v.optional(v.fallback(TextParam, ''), ''),
})

export const Route = createFileRoute('/article-details')({
  validateSearch: searchSchema,
  staticData: { title: msg`Article` },
  component: ArticlePage,
})

function ArticlePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Article`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { TextParam, searchOf } from '../lib/search-params'
import { ArticlePage } from '../features/articles/components/ArticlePage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({
  type: v.optional(
    v.fallback(v.picklist(['faq', 'terms_and_conditions', 'privacy_policy', 'about_us']), 'privacy_policy'),
    'privacy_policy',
  ),
  title: v.optional(v.fallback(TextParam, ''), ''),
})

export const Route = createFileRoute('/article-details')({
  validateSearch: searchOf(searchSchema),
  staticData: {
    title: msg`Article`,
    // Spec: the page title is the `title` parameter.
    titleParam: 'title',
  },
  component: ArticleRoute,
  errorComponent: RouteError,
})

function ArticleRoute() {
  const { type } = Route.useSearch()
  return <ArticlePage type={type} />
}

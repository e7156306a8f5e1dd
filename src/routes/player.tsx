import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { IdParam, BooleanParam } from '../lib/search-params'
import { PageHeading } from '../ui/PageHeading'

const searchSchema = v.object({
  contentChildId: IdParam,
  isTrailer: v.optional(v.fallback(BooleanParam, false), false),
})

export const Route = createFileRoute('/player')({
  validateSearch: searchSchema,
  staticData: { title: msg`Player` },
  component: PlayerPage,
})

function PlayerPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Player`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, searchOf } from '../lib/search-params'
import { PromotionPage } from '../features/promotions/components/PromotionPage'
import { RouteError } from '../ui/errors/RouteError'

const searchSchema = v.object({ id: IdParam })

export const Route = createFileRoute('/promotion-details')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Promotion` },
  component: PromotionRoute,
  errorComponent: RouteError,
})

function PromotionRoute() {
  const { id } = Route.useSearch()
  return <PromotionPage id={id} />
}

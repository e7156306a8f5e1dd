import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { msg } from '@lingui/core/macro'
import { IdParam, BooleanParam, searchOf } from '../lib/search-params'
import { PlayerScreen } from '../features/player/components/PlayerScreen'
import { ErrorView } from '../ui/errors/ErrorView'
import { toFailure } from '../api/failures'

const searchSchema = v.object({ contentChildId: IdParam, isTrailer: v.optional(v.fallback(BooleanParam, false), false) })

export const Route = createFileRoute('/player')({
  validateSearch: searchOf(searchSchema),
  staticData: { title: msg`Player` },
  component: PlayerPage,
  errorComponent: ({ error }) => <ErrorView failure={toFailure(error)} />,
})

function PlayerPage() {
  const { contentChildId, isTrailer } = Route.useSearch()
  return <PlayerScreen key={`${contentChildId}:${isTrailer}`} contentChildId={contentChildId} isTrailer={isTrailer} />
}

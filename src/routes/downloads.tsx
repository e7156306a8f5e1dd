import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { DownloadsPage } from '../features/downloads/components/DownloadsPage'
import { ErrorView } from '../ui/errors/ErrorView'
import { toFailure } from '../api/failures'
import * as v from 'valibot'
import { OptionalText, searchOf } from '../lib/search-params'

// `received`: the worker's inbox id of an episode file the installed app was sent (share target).
const searchSchema = v.object({ received: OptionalText() })

export const Route = createFileRoute('/downloads')({
  staticData: { title: msg`Downloads` },
  validateSearch: searchOf(searchSchema),
  component: Page,
  errorComponent: ({ error }) => <ErrorView failure={toFailure(error)} />,
})

function Page() {
  const { received } = Route.useSearch()
  return <DownloadsPage received={received} />
}

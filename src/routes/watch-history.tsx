import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { WatchHistoryPage } from '../features/history/components/WatchHistoryPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/watch-history')({
  staticData: { title: msg`Continue watching` },
  component: WatchHistoryPage,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: RouteError,
})

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { WatchHistoryPage } from '../features/history/components/WatchHistoryPage'
import { RouteErrorView } from '../ui/paged/RouteErrorView'

export const Route = createFileRoute('/watch-history')({
  staticData: { title: msg`Continue watching` },
  component: WatchHistoryPage,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: ({ error }) => <RouteErrorView error={error} />,
})

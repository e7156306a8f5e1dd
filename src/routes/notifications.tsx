import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { NotificationsPage } from '../features/notifications/components/NotificationsPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/notifications')({
  staticData: { title: msg`Notifications` },
  component: NotificationsPage,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: RouteError,
})

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/notifications')({
  staticData: { title: msg`Notifications` },
  component: NotificationsPage,
})

function NotificationsPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Notifications`}</PageHeading>
}

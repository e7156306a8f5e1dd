import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/manage-subscription')({
  staticData: { title: msg`Manage subscription` },
  component: ManageSubscriptionPage,
})

function ManageSubscriptionPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Manage subscription`}</PageHeading>
}

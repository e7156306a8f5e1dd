import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { ManageSubscriptionPage } from '../features/subscription/components/ManageSubscriptionPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/manage-subscription')({
  staticData: { title: msg`Manage subscription` },
  component: ManageSubscriptionPage,
  errorComponent: RouteError,
})

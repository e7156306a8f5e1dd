import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireUser } from '../features/auth/guard'
import { RedeemPage } from '../features/redeem/components/RedeemPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/redeem')({
  beforeLoad: requireUser(),
  staticData: { title: msg`Enter code` },
  component: RedeemPage,
  errorComponent: RouteError,
})

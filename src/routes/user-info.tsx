import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { requireUser } from '../features/auth/guard'
import { UserInfoPage } from '../features/profile/components/UserInfoPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/user-info')({
  beforeLoad: requireUser(),
  staticData: { title: msg`User info` },
  component: UserInfoPage,
  errorComponent: RouteError,
})

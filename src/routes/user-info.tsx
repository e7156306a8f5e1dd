import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/user-info')({
  staticData: { title: msg`User info` },
  component: UserInfoPage,
})

function UserInfoPage() {
  const { t } = useLingui()
  return <PageHeading>{t`User info`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/profile')({
  staticData: { title: msg`Profile` },
  component: ProfilePage,
})

function ProfilePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Profile`}</PageHeading>
}

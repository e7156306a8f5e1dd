import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/redeem')({
  staticData: { title: msg`Enter code` },
  component: RedeemPage,
})

function RedeemPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Enter code`}</PageHeading>
}

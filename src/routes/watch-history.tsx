import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/watch-history')({
  staticData: { title: msg`Continue watching` },
  component: WatchHistoryPage,
})

function WatchHistoryPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Continue watching`}</PageHeading>
}

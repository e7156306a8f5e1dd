import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/')({
  staticData: { title: msg`Home` },
  component: HomePage,
})

function HomePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Home`}</PageHeading>
}

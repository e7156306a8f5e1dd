import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/search')({
  staticData: { title: msg`Search` },
  component: SearchPage,
})

function SearchPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Search`}</PageHeading>
}

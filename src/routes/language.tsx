import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/language')({
  staticData: { title: msg`Language` },
  component: LanguagePage,
})

function LanguagePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Language`}</PageHeading>
}

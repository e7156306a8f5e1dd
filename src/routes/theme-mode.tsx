import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/theme-mode')({
  staticData: { title: msg`Theme mode` },
  component: ThemeModePage,
})

function ThemeModePage() {
  const { t } = useLingui()
  return <PageHeading>{t`Theme mode`}</PageHeading>
}

import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageHeading } from '../ui/PageHeading'

export const Route = createFileRoute('/favorites')({
  staticData: { title: msg`Favorites` },
  component: FavoritesPage,
})

function FavoritesPage() {
  const { t } = useLingui()
  return <PageHeading>{t`Favorites`}</PageHeading>
}

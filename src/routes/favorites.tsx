import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { FavoritesPage } from '../features/favorites/components/FavoritesPage'
import { RouteError } from '../ui/errors/RouteError'

export const Route = createFileRoute('/favorites')({
  staticData: { title: msg`Favorites` },
  component: FavoritesPage,
  // One chunk for the page and its error view: split apart, their shared code becomes extra start-up chunks.
  codeSplitGroupings: [['component', 'errorComponent']],
  errorComponent: RouteError,
})

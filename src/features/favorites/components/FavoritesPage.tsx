import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { failure, type Failure } from '../../../api/failures'
import { PosterCard } from '../../../ui/cards/PosterCard'
import { LoginRequired } from '../../../ui/errors/LoginRequired'
import { PageHeading } from '../../../ui/PageHeading'
import { EmptyListView } from '../../../ui/paged/EmptyListView'
import { PagedList } from '../../../ui/paged/PagedList'
import { POSTER_GRID_SIZES, POSTER_GRID_WIDTH, PosterGrid, PosterGridPlaceholders } from '../../../ui/paged/PosterGrid'
import { useFirstScreenPosters } from '../../../ui/paged/first-screen'
import { SyncMark } from '../../../ui/paged/SyncMark'
import { useUnsyncedItems } from '../../../ui/paged/user-lists'
import { useViewer } from '../../../ui/use-viewer'
import { useServices } from '../../../ui/use-services'
import { loadMoreFavorites, openFavorites, useFavorites } from '../queries'

const NO_CONTENT = failure('NoContentFailure')

export function FavoritesPage() {
  const { t } = useLingui()
  const user = useViewer()
  return (
    <div className="pb-8">
      <PageHeading>{t`Favorites`}</PageHeading>
      {user === undefined ? <PosterGridPlaceholders more /> : user === null ? <LoginRequired /> : <FavoritesList userId={user.id} />}
    </div>
  )
}

function FavoritesList({ userId }: { userId: number }) {
  const { t } = useLingui()
  const services = useServices()
  const view = useFavorites(services.db)
  const unsynced = useUnsyncedItems(services.db)
  const firstScreen = useFirstScreenPosters()

  useEffect(() => {
    void openFavorites(services)
  }, [services, userId])

  const retry = () => void openFavorites(services)
  const empty = (f: Failure) => (
    <EmptyListView
      failure={f}
      onRetry={retry}
      title={t`No favorites yet`}
      description={t`Tap the heart on a film or series to keep it here.`}
    />
  )
  return (
    <div className="pt-4">
      <PagedList
        view={view}
        placeholders={<PosterGridPlaceholders />}
        morePlaceholders={<PosterGridPlaceholders more />}
        onLoadMore={() => void loadMoreFavorites(services)}
        onRetry={retry}
        empty={empty(NO_CONTENT)}
        renderError={empty}
        firstScreen={firstScreen}
      >
        {(items) => (
          <PosterGrid label={t`Favorites`}>
            {items.map((item) => (
              <li key={item.id} className="relative">
                <PosterCard
                  id={item.id}
                  title={item.title}
                  image={item.posterImg}
                  isFree={item.isFree}
                  width={POSTER_GRID_WIDTH}
                  sizes={POSTER_GRID_SIZES}
                />
                <SyncMark state={unsynced?.get(`fav:${item.id}`)} className="absolute top-1 right-1 shadow" />
              </li>
            ))}
          </PosterGrid>
        )}
      </PagedList>
    </div>
  )
}

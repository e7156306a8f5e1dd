import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { failure, type Failure } from '../../../api/failures'
import { LoginRequired } from '../../../ui/errors/LoginRequired'
import { EmptyListView } from '../../../ui/paged/EmptyListView'
import { PagedList } from '../../../ui/paged/PagedList'
import { useUnsyncedItems } from '../../../ui/paged/user-lists'
import { useViewer } from '../../../ui/use-viewer'
import { useServices } from '../../../ui/use-services'
import { loadMoreWatchHistory, openWatchHistory, useWatchHistory } from '../queries'
import { HISTORY_LIST_CLASS, HistoryRow, HistoryRowsSkeleton } from './HistoryRow'

const NO_CONTENT = failure('NoContentFailure')

export function WatchHistoryPage() {
  const user = useViewer()
  return (
    <div className="py-4">
      {user === undefined ? <HistoryRowsSkeleton /> : user === null ? <LoginRequired /> : <HistoryList userId={user.id} />}
    </div>
  )
}

function HistoryList({ userId }: { userId: number }) {
  const { t } = useLingui()
  const services = useServices()
  const view = useWatchHistory(services.db)
  const unsynced = useUnsyncedItems(services.db)

  useEffect(() => {
    void openWatchHistory(services)
  }, [services, userId])

  const retry = () => void openWatchHistory(services)
  const empty = (f: Failure) => (
    <EmptyListView
      failure={f}
      onRetry={retry}
      title={t`Nothing watched yet`}
      description={t`Films and episodes you start watching appear here.`}
    />
  )
  return (
    <PagedList
      view={view}
      placeholders={<HistoryRowsSkeleton />}
      morePlaceholders={<HistoryRowsSkeleton className="mt-3" />}
      onLoadMore={() => void loadMoreWatchHistory(services)}
      onRetry={retry}
      empty={empty(NO_CONTENT)}
      renderError={empty}
    >
      {(items) => (
        <ul aria-label={t`Continue watching`} className={HISTORY_LIST_CLASS}>
          {items.map((item) => (
            <li key={item.childId}>
              <HistoryRow item={item} sync={unsynced?.get(`pos:${item.childId}`)} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  )
}

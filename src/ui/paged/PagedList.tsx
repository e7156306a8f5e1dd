import type { ReactNode } from 'react'
import type { Failure } from '../../api/failures'
import type { PagedView } from '../../data'
import { InfiniteList } from '../InfiniteList'
import { ListError } from './ListError'

export interface PagedListProps<T> {
  /** The stored list; undefined while the database answers. */
  view: PagedView<T> | undefined
  /** The items, e.g. as a grid. */
  children: (items: T[]) => ReactNode
  /** Placeholders while the first page loads. */
  placeholders: ReactNode
  /** Placeholders after the items while a further page loads. */
  morePlaceholders: ReactNode
  onLoadMore: () => void
  onRetry: () => void
  /** A list that loaded and holds nothing. */
  empty: ReactNode
  /** A list that failed with nothing stored to show. */
  renderError: (failure: Failure) => ReactNode
}

/**
 * The states of a paged list (spec section 4) as one screen: placeholders, the error view, the
 * empty state, or the items with the next page loading within 300 px of the end. Stored pages stay
 * on screen when a refresh fails, with a retry under them.
 */
export function PagedList<T>({ view, children, placeholders, morePlaceholders, onLoadMore, onRetry, empty, renderError }: PagedListProps<T>) {
  if (!view) return <>{placeholders}</>
  const { items, status, failure, hasMore } = view
  if (items.length === 0) {
    if (status === 'error' && failure) return <>{renderError(failure)}</>
    if (status === 'ready') return <>{empty}</>
    return <>{placeholders}</>
  }
  const loading = status === 'loading' || status === 'loadingMore'
  return (
    <InfiniteList canLoadMore={status === 'ready' && hasMore} onLoadMore={onLoadMore} loadingMore={loading ? morePlaceholders : null}>
      {children(items)}
      {status === 'error' && failure && <ListError failure={failure} onRetry={onRetry} />}
    </InfiniteList>
  )
}

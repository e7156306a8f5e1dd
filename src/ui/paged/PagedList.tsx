import type { ReactNode } from 'react'
import type { Failure } from '../../api/failures'
import type { PagedView } from '../../data'
import { InfiniteList } from '../InfiniteList'
import { usePaintedOnce } from '../after-next-paint'
import { ListError } from './ListError'
import { useShowsSaved } from '../use-shows-saved'

export interface PagedListProps<T> {
  /** Undefined while the database answers. */
  view: PagedView<T> | undefined
  children: (items: T[]) => ReactNode
  placeholders: ReactNode
  morePlaceholders: ReactNode
  onLoadMore: () => void
  onRetry: () => void
  empty: ReactNode
  /** A list that failed with nothing stored to show. */
  renderError: (failure: Failure) => ReactNode
  /** The first frame draws only this many; the rest (and the next page) follow once it is painted. */
  firstScreen?: number
}

/** Spec section 4's list states; stored pages stay on screen when a refresh fails, with a retry under them. */
export function PagedList<T>({
  view,
  children,
  placeholders,
  morePlaceholders,
  onLoadMore,
  onRetry,
  empty,
  renderError,
  firstScreen,
}: PagedListProps<T>) {
  const painted = usePaintedOnce(view !== undefined && view.items.length > 0 && firstScreen !== undefined)
  // Every item here was read from the device.
  useShowsSaved(view !== undefined && view.items.length > 0)
  // One tree for every state, so placeholders that draw the same rows stay mounted when the items arrive.
  if (!view || view.items.length === 0) {
    const only = view?.status === 'error' && view.failure ? renderError(view.failure) : view?.status === 'ready' ? empty : placeholders
    return (
      // Two children, as below, so the first sits in the same place in both trees.
      <InfiniteList canLoadMore={false} onLoadMore={onLoadMore}>
        {only}
        {null}
      </InfiniteList>
    )
  }
  const { items, status, failure, hasMore, lastPageShort } = view
  // A stored list may hold hundreds of items: only a screenful is laid out before the first paint.
  const trimmed = !painted && firstScreen !== undefined && items.length > firstScreen
  // The page after a short one (spec section 4) comes back empty: no placeholders flash for it.
  const probing = status === 'loadingMore' && lastPageShort
  const loading = (status === 'loading' || status === 'loadingMore') && !probing
  return (
    // Not while trimmed: the trimmed end is near the viewport and would ask for an unwanted page.
    <InfiniteList
      canLoadMore={!trimmed && status === 'ready' && hasMore}
      onLoadMore={onLoadMore}
      loadingMore={loading ? morePlaceholders : null}
    >
      {children(trimmed ? items.slice(0, firstScreen) : items)}
      {status === 'error' && failure && <ListError failure={failure} onRetry={onRetry} />}
    </InfiniteList>
  )
}

import type { ReactNode } from 'react'
import type { Failure } from '../../api/failures'
import type { PagedView } from '../../data'
import { InfiniteList } from '../InfiniteList'
import { usePaintedOnce } from '../after-next-paint'
import { ListError } from './ListError'
import { useShowsSaved } from '../use-shows-saved'

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
  /**
   * How many items fill the first screen: when more are stored, the first frame draws these and
   * the rest follow once it has been painted (and only then may the next page load).
   */
  firstScreen?: number
}

/**
 * The states of a paged list (spec section 4) as one screen: placeholders, the error view, the
 * empty state, or the items with the next page loading within 300 px of the end. Stored pages stay
 * on screen when a refresh fails, with a retry under them.
 */
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
  // One tree for every state: placeholders that draw the same rows as the items (a search link's
  // results from the page) stay mounted when the stored answer takes over, rather than being
  // replaced element for element in the same place.
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
  // A list read back from the device may hold hundreds of items; laying them all out before the
  // first paint costs a phone hundreds of milliseconds.
  const trimmed = !painted && firstScreen !== undefined && items.length > firstScreen
  // Spec section 4 asks for the page after a short one too, and it comes back empty: placeholders
  // for it would flash under every short list for a round trip, then vanish.
  const probing = status === 'loadingMore' && lastPageShort
  const loading = (status === 'loading' || status === 'loadingMore') && !probing
  return (
    // Not while trimmed: the end of a first screen's worth is near the viewport, and would ask for
    // a page the viewer has not scrolled to.
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

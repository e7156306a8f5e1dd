import { failure, type Failure } from '../../api/failures'
import type { ListStatus } from '../db'

/**
 * The list state machine of spec section 4 as pure functions (the store applies them inside its
 * transactions): initial → loading | loadingMore → ready | error.
 */
export interface ListCore {
  /** The next page to load. */
  page: number
  hasMore: boolean
  status: ListStatus
  failure: Failure | null
}

export const INITIAL_LIST: ListCore = { page: 1, hasMore: true, status: 'initial', failure: null }

/** A page was asked for: loadingMore when a ready list asks for a further page, else loading. */
export function pageRequested(prev: ListCore, page: number): ListCore {
  return { ...prev, status: page > 1 && prev.status === 'ready' ? 'loadingMore' : 'loading' }
}

/**
 * A page arrived with `count` items: it is stored under its number, the next page is the one after
 * it, and there is more only if this page returned at least one item. An empty first page of
 * favorites or notifications is a NoContentFailure (spec section 8).
 */
export function pageStored(
  prev: ListCore,
  page: number,
  count: number,
  opts: { emptyFirstPageFailure?: boolean; /** Items shown once unsent local changes apply. */ shown?: number } = {},
): ListCore {
  const noContent = opts.emptyFirstPageFailure === true && page === 1 && (opts.shown ?? count) === 0
  return {
    ...prev,
    page: page + 1,
    hasMore: count > 0,
    status: noContent ? 'error' : 'ready',
    failure: noContent ? failure('NoContentFailure') : null,
  }
}

/** A page failed: the failure is kept (the store also drops the items of lists that reset). */
export function pageFailed(prev: ListCore, f: Failure): ListCore {
  return { ...prev, status: 'error', failure: f }
}

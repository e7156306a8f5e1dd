import { failure, type Failure } from '../../api/failures'
import type { ListStatus } from '../db'

/** Spec section 4's list state machine: initial → loading | loadingMore → ready | error. */
export interface ListCore {
  /** The next page to load. */
  page: number
  hasMore: boolean
  status: ListStatus
  failure: Failure | null
}

export const INITIAL_LIST: ListCore = { page: 1, hasMore: true, status: 'initial', failure: null }

export function pageRequested(prev: ListCore, page: number): ListCore {
  return { ...prev, status: page > 1 && prev.status === 'ready' ? 'loadingMore' : 'loading' }
}

/** More only if this page held an item; an empty first page of some lists is a NoContentFailure (spec section 8). */
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

export function pageFailed(prev: ListCore, f: Failure): ListCore {
  return { ...prev, status: 'error', failure: f }
}

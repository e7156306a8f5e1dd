import { describe, expect, it } from 'vitest'
import { failure } from '../../api/failures'
import { INITIAL_LIST, pageFailed, pageRequested, pageStored, type ListCore } from './transitions'

const ready: ListCore = { page: 3, hasMore: true, status: 'ready', failure: null }

describe('list transitions (spec section 4)', () => {
  it('start initial at page 1 with more to load', () => {
    expect(INITIAL_LIST).toEqual({ page: 1, hasMore: true, status: 'initial', failure: null })
  })

  it('load the first page as loading, a further page of a ready list as loadingMore', () => {
    expect(pageRequested(INITIAL_LIST, 1).status).toBe('loading')
    expect(pageRequested(ready, 3).status).toBe('loadingMore')
    expect(pageRequested(ready, 1).status).toBe('loading')
    expect(pageRequested({ ...ready, status: 'error' }, 3).status).toBe('loading')
  })

  it('store a page under its number: next page after it, more only if it returned items', () => {
    expect(pageStored(pageRequested(ready, 3), 3, 20)).toEqual({ page: 4, hasMore: true, status: 'ready', failure: null })
    expect(pageStored(pageRequested(ready, 3), 3, 0)).toEqual({ page: 4, hasMore: false, status: 'ready', failure: null })
  })

  it('turn an empty first page into NoContentFailure where the list asks for it', () => {
    const none = pageStored(INITIAL_LIST, 1, 0, { emptyFirstPageFailure: true })
    expect(none).toMatchObject({ status: 'error', hasMore: false, failure: { type: 'NoContentFailure' } })
    expect(pageStored(INITIAL_LIST, 1, 0, { emptyFirstPageFailure: true, shown: 1 }).status).toBe('ready')
    expect(pageStored(INITIAL_LIST, 1, 0).status).toBe('ready')
  })

  it('keep the failure on error, and clear it on the next success', () => {
    const f = failure('InternetConnectionFailure')
    const failed = pageFailed(pageRequested(ready, 3), f)
    expect(failed).toEqual({ ...ready, status: 'error', failure: f })
    expect(pageStored(pageRequested(failed, 3), 3, 5).failure).toBeNull()
  })
})

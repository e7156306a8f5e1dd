import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, type Result } from '../../api/result'
import { failure } from '../../api/failures'
import { INITIAL_SEARCH, createSearchBox, searchReducer, searchStatus } from './machine'

describe('search state (spec section 4)', () => {
  it('starts initial, and a reset returns there', () => {
    expect(searchStatus(INITIAL_SEARCH, undefined)).toBe('initial')
    const searched = searchReducer(INITIAL_SEARCH, { type: 'searched', query: 'love' })
    expect(searchStatus(searched, { status: 'ready' })).toBe('ready')
    expect(searchReducer(searched, { type: 'reset' })).toEqual(INITIAL_SEARCH)
  })

  it('does not change the status when the query text changes', () => {
    const searched = searchReducer(INITIAL_SEARCH, { type: 'searched', query: 'love' })
    const typed = searchReducer(searched, { type: 'typed', query: 'war' })
    expect(typed).toMatchObject({ query: 'war', lastSearch: 'love' })
    expect(searchStatus(typed, { status: 'error' })).toBe('error')
  })

  it('tells no one when the search reported is the one the box already shows (a page opened at /search?query=)', () => {
    const store = createSearchBox({ suggest: () => Promise.resolve(ok([])), initial: { query: 'love', lastSearch: 'love' } })
    let told = 0
    store.subscribe(() => told++)
    const before = store.getState()
    store.searched('love')
    expect(told).toBe(0)
    expect(store.getState()).toBe(before)
    store.searched('war')
    expect(told).toBe(1)
    expect(store.getState()).toMatchObject({ query: 'war', lastSearch: 'war' })
  })

  it('shows loading for a searched query whose list has not started yet', () => {
    const searched = searchReducer(INITIAL_SEARCH, { type: 'searched', query: 'love' })
    expect(searchStatus(searched, undefined)).toBe('loading')
    expect(searchStatus(searched, { status: 'initial' })).toBe('loading')
    expect(searchStatus(searched, { status: 'loadingMore' })).toBe('loadingMore')
  })

  it('replaces suggestions, drops answers for text that moved on, and has none for an empty query', () => {
    let s = searchReducer(INITIAL_SEARCH, { type: 'typed', query: 'lo' })
    s = searchReducer(s, { type: 'suggested', query: 'lo', items: ['Love', 'Lotus'] })
    s = searchReducer(s, { type: 'suggested', query: 'lo', items: ['Loud'] })
    expect(s.suggestions).toEqual(['Loud'])
    s = searchReducer(s, { type: 'typed', query: 'lov' })
    expect(searchReducer(s, { type: 'suggested', query: 'lo', items: ['Lotus'] }).suggestions).toEqual(['Loud'])
    expect(searchReducer(s, { type: 'typed', query: '  ' }).suggestions).toEqual([])
  })
})

describe('search box suggestions', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const box = () => {
    const calls: string[] = []
    const suggest = (q: string): Promise<Result<string[]>> => {
      calls.push(q)
      return Promise.resolve(ok([`${q} one`, `${q} two`]))
    }
    return { calls, store: createSearchBox({ suggest }) }
  }

  it('fetch only for the last keystroke within 300 ms', async () => {
    const { calls, store } = box()
    store.type('l')
    await vi.advanceTimersByTimeAsync(100)
    store.type('lo')
    await vi.advanceTimersByTimeAsync(299)
    store.type('lov')
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toEqual(['lov'])
    expect(store.getState().suggestions).toEqual(['lov one', 'lov two'])
  })

  it('make no call for an empty query, and clear the list', async () => {
    const { calls, store } = box()
    store.type('lo')
    await vi.advanceTimersByTimeAsync(300)
    store.type('   ')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toEqual(['lo'])
    expect(store.getState().suggestions).toEqual([])
  })

  it('are cancelled by a search or a reset before the 300 ms pass', async () => {
    const { calls, store } = box()
    store.type('love')
    store.searched('love')
    store.type('war')
    store.reset()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toEqual([])
    expect(store.getState()).toEqual(INITIAL_SEARCH)
  })

  it('are emptied when the call fails', async () => {
    let answer: Result<string[]> = ok(['Love'])
    const store = createSearchBox({ suggest: () => Promise.resolve(answer) })
    store.type('lo')
    await vi.advanceTimersByTimeAsync(300)
    expect(store.getState().suggestions).toEqual(['Love'])
    answer = { ok: false, failure: failure('InternetConnectionFailure') }
    store.type('lov')
    await vi.advanceTimersByTimeAsync(300)
    expect(store.getState().suggestions).toEqual([])
  })

  it('notify subscribers of each change', async () => {
    const { store } = box()
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getState().query))
    store.type('a')
    store.type('ab')
    expect(seen).toEqual(['a', 'ab'])
  })
})

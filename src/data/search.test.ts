import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { json } from '../../tests/helpers/fake-fetch'
import { item, paged } from '../../tests/helpers/samples'
import { MAX_RECENT_SEARCHES, addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch, search } from './search'
import { readMostSearched, refreshMostSearched, suggestSearches } from './search-suggest'

describe('recent searches', () => {
  it('are newest first, deduplicated ignoring case and spacing, and capped', async () => {
    const h = dataHarness()
    let t = 0
    for (const q of ['love', 'war', '  LOVE  ', 'ချစ်']) await addRecentSearch(h.db, q, ++t)
    expect(await readRecentSearches(h.db)).toEqual(['ချစ်', 'LOVE', 'war'])
    for (let i = 0; i < 30; i++) await addRecentSearch(h.db, `q${i}`, ++t)
    const recent = await readRecentSearches(h.db)
    expect(recent).toHaveLength(MAX_RECENT_SEARCHES)
    expect(recent[0]).toBe('q29')
    expect(await h.db.recentSearches.count()).toBe(MAX_RECENT_SEARCHES)
  })

  it('can be removed one by one or all at once', async () => {
    const h = dataHarness()
    await addRecentSearch(h.db, 'love', 1)
    await addRecentSearch(h.db, 'war', 2)
    await removeRecentSearch(h.db, 'LOVE')
    expect(await readRecentSearches(h.db)).toEqual(['war'])
    await clearRecentSearches(h.db)
    expect(await readRecentSearches(h.db)).toEqual([])
  })
})

describe('search', () => {
  it('makes no call for an empty query', async () => {
    const h = dataHarness(() => json(paged([item(1)])))
    expect(await search(h.deps, '   ')).toEqual({ ok: true, value: null })
    expect(h.seen).toHaveLength(0)
  })

  it('starts at page 1 and remembers the query as a recent search', async () => {
    const h = dataHarness(() => json(paged([item(1)])))
    const res = await search(h.deps, ' Love ')
    expect(res.ok && res.value?.items.map((i) => i.id)).toEqual([1])
    expect(h.seen[0]?.url.search).toBe('?query=Love&page=1')
    expect(await readRecentSearches(h.db)).toEqual(['Love'])
  })
})

describe('suggestions and most-searched queries', () => {
  it('make no call for an empty query', async () => {
    const h = dataHarness(() => json({ items: ['Love'] }))
    expect(await suggestSearches(h.deps, '  ')).toEqual({ ok: true, value: [] })
    expect(h.seen).toHaveLength(0)
    expect(await suggestSearches(h.deps, ' lo ')).toEqual({ ok: true, value: ['Love'] })
    expect(h.seen[0]?.url.pathname).toBe('/v1/search/content/auto-complete')
    expect(h.seen[0]?.url.search).toBe('?query=lo')
  })

  it('keeps the most-searched queries for offline use', async () => {
    const h = dataHarness(() => json({ items: ['war', 'ချစ်'] }))
    expect(await readMostSearched(h.db)).toBeNull()
    await refreshMostSearched(h.deps)
    expect(await readMostSearched(h.db)).toEqual(['war', 'ချစ်'])
  })
})

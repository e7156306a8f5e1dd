import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { errorJson, json, networkDown, type SeenRequest } from '../../../tests/helpers/fake-fetch'
import { historyItem, item, notification, paged } from '../../../tests/helpers/samples'
import { loadNextPage, loadPage, readPagedList, refreshList } from './store'
import { MINE, categoryList, favoritesList, historyList, notificationsList, searchList } from './lists'

const CAT = { categoryId: 4, type: 'section' as const }
/** A category of `total` items, 20 per page. */
const categoryRoute = (total: number) => (req: SeenRequest) => {
  const page = Number(req.url.searchParams.get('page'))
  const ids = Array.from({ length: Math.max(0, Math.min(20, total - (page - 1) * 20)) }, (_, i) => (page - 1) * 20 + i + 1)
  return json(paged(ids.map(item), page, total))
}

describe('paged lists (spec section 4)', () => {
  it('starts initial, then keeps pages by number with the next page to load and hasMore', async () => {
    const h = dataHarness(categoryRoute(30))
    expect(await readPagedList(h.db, categoryList, CAT)).toMatchObject({ status: 'initial', items: [], page: 1 })
    await loadNextPage(h.deps, categoryList, CAT)
    expect(await readPagedList(h.db, categoryList, CAT)).toMatchObject({ status: 'ready', page: 2, hasMore: true })
    await loadNextPage(h.deps, categoryList, CAT)
    await loadNextPage(h.deps, categoryList, CAT)
    const view = await readPagedList(h.db, categoryList, CAT)
    expect(view).toMatchObject({ status: 'ready', page: 4, hasMore: false })
    expect(Object.keys(view.pages)).toEqual(['1', '2', '3'])
    expect(view.items.map((i) => i.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    const before = h.seen.length
    await loadNextPage(h.deps, categoryList, CAT)
    expect(h.seen).toHaveLength(before)
  })

  it("stores what a category's grid and a search's rows show of each title, not the whole answer", async () => {
    const h = dataHarness(categoryRoute(3))
    await loadNextPage(h.deps, categoryList, CAT)
    await loadNextPage(h.deps, searchList, { query: 'love' })
    const card = ['actors', 'contentType', 'id', 'isFree', 'posterImg', 'title']
    for (const row of [await h.db.categoryPages.get(['4:section', 1]), await h.db.searchPages.get(['love', 1])]) {
      const items = row!.items as Array<Record<string, unknown>>
      expect(items).toHaveLength(3)
      for (const stored of items) expect(Object.keys(stored).sort()).toEqual(card)
    }
    expect((await readPagedList(h.db, categoryList, CAT)).items[0]).toEqual({
      id: 1,
      title: item(1).title,
      actors: item(1).actors,
      contentType: item(1).contentType,
      posterImg: item(1).posterImg,
      isFree: item(1).isFree,
    })
  })

  it("marks a list whose last page came back shorter than the server's page size", async () => {
    const h = dataHarness(categoryRoute(45))
    await loadNextPage(h.deps, categoryList, CAT)
    expect((await readPagedList(h.db, categoryList, CAT)).lastPageShort).toBe(false)
    await loadNextPage(h.deps, categoryList, CAT)
    expect((await readPagedList(h.db, categoryList, CAT)).lastPageShort).toBe(false)
    await loadNextPage(h.deps, categoryList, CAT)
    expect(await readPagedList(h.db, categoryList, CAT)).toMatchObject({ lastPageShort: true, hasMore: true, page: 4 })
    // A row stored before the mark was kept reads as not short.
    await h.db.categoryPages.update(['4:section', 3], { short: undefined })
    expect((await readPagedList(h.db, categoryList, CAT)).lastPageShort).toBe(false)
  })

  it('shows loadingMore while a further page of a ready list is on its way', async () => {
    let release!: () => void
    const h = dataHarness(categoryRoute(30))
    await loadNextPage(h.deps, categoryList, CAT)
    h.setRoute(async (req) => {
      await new Promise<void>((r) => (release = r))
      return categoryRoute(30)(req)
    })
    const pending = loadNextPage(h.deps, categoryList, CAT)
    await new Promise((r) => setTimeout(r, 20))
    expect((await readPagedList(h.db, categoryList, CAT)).status).toBe('loadingMore')
    release()
    await pending
    expect((await readPagedList(h.db, categoryList, CAT)).status).toBe('ready')
  })

  it('keeps the failure and the stored pages on error', async () => {
    const h = dataHarness(categoryRoute(30))
    await loadNextPage(h.deps, categoryList, CAT)
    h.setRoute(networkDown)
    const res = await loadNextPage(h.deps, categoryList, CAT)
    expect(res.ok ? null : res.failure.type).toBe('InternetConnectionFailure')
    const view = await readPagedList(h.db, categoryList, CAT)
    expect(view).toMatchObject({ status: 'error', failure: { type: 'InternetConnectionFailure' } })
    expect(view.items).toHaveLength(20)
  })

  it('resets search results on failure (spec: items reset)', async () => {
    const h = dataHarness(categoryRoute(5))
    await loadPage(h.deps, searchList, { query: 'Love' }, 1)
    h.setRoute(() => errorJson(500, 'Internal server error'))
    await loadPage(h.deps, searchList, { query: ' love ' }, 1)
    expect(await readPagedList(h.db, searchList, { query: 'LOVE' })).toMatchObject({
      status: 'error',
      items: [],
      failure: { type: 'ServerFailure' },
    })
  })

  it('restarts at page 1 on refresh, dropping the later pages', async () => {
    const h = dataHarness(categoryRoute(50))
    for (let i = 0; i < 3; i++) await loadNextPage(h.deps, categoryList, CAT)
    await refreshList(h.deps, categoryList, CAT)
    expect(await readPagedList(h.db, categoryList, CAT)).toMatchObject({ page: 2, pages: { 1: expect.any(Array) } })
    expect(Object.keys((await readPagedList(h.db, categoryList, CAT)).pages)).toEqual(['1'])
  })

  it('drops a page that arrives after the listing restarted', async () => {
    let release!: () => void
    const h = dataHarness(categoryRoute(50))
    await loadNextPage(h.deps, categoryList, CAT)
    h.setRoute(async (req) => {
      if (req.url.searchParams.get('page') === '2') await new Promise<void>((r) => (release = r))
      return categoryRoute(50)(req)
    })
    const late = loadNextPage(h.deps, categoryList, CAT)
    await new Promise((r) => setTimeout(r, 20))
    h.clock.advance(60_000) // the stored 'loadingMore' is now stale, so page 1 may restart
    await refreshList(h.deps, categoryList, CAT)
    release()
    await late
    expect(Object.keys((await readPagedList(h.db, categoryList, CAT)).pages)).toEqual(['1'])
  })

  it('gives NoContentFailure for an empty first page of favorites or notifications', async () => {
    const h = dataHarness(() => json(paged([])))
    await h.login(1)
    const favorites = await refreshList(h.deps, favoritesList, MINE)
    const notifications = await refreshList(h.deps, notificationsList, { locale: 'my' })
    for (const res of [favorites, notifications]) expect(res.ok ? null : res.failure.type).toBe('NoContentFailure')
    const expected = { status: 'error', failure: { type: 'NoContentFailure' }, hasMore: false }
    expect(await readPagedList(h.db, favoritesList, MINE)).toMatchObject(expected)
    expect(await readPagedList(h.db, notificationsList, { locale: 'my' })).toMatchObject(expected)
  })

  it('needs a login for the viewer’s own lists, without a call', async () => {
    const h = dataHarness(() => json(paged([notification(1)])))
    const res = await refreshList(h.deps, notificationsList, { locale: 'my' })
    expect(res.ok ? null : res.failure.type).toBe('PermissionFailure')
    expect(h.seen).toHaveLength(0)
  })

  it('keeps unsent changes over a fresh favorites page, and learns the server’s favorites', async () => {
    const h = dataHarness(() => json(paged([item(1), item(2)])))
    await h.login(1)
    await h.sync.enqueue('favorite', { contentId: 9, wanted: true, item: item(9) })
    await h.sync.enqueue('favorite', { contentId: 2, wanted: false })
    await refreshList(h.deps, favoritesList, MINE)
    expect((await readPagedList(h.db, favoritesList, MINE)).items.map((i) => i.id)).toEqual([9, 1])
    expect(await h.db.favoriteState.get(1)).toMatchObject({ server: true })
    expect(await h.db.favoriteState.get(2)).toBeUndefined()
  })

  it('keeps the local position of an unsent watch position over a fresh history page', async () => {
    const h = dataHarness(() => json(paged([historyItem(101, 5), historyItem(102, 5)])))
    await h.login(1)
    await h.sync.enqueue('position', { childId: 102, duration: 60_000, position: 30_000 })
    await refreshList(h.deps, historyList, MINE)
    expect((await readPagedList(h.db, historyList, MINE)).items.map((i) => [i.childId, i.position])).toEqual([
      [102, 30_000],
      [101, 5],
    ])
  })

  it('maps an unknown error of the recents list to a server failure', async () => {
    const h = dataHarness(() => errorJson(409, 'Conflict'))
    await h.login(1)
    const res = await refreshList(h.deps, historyList, MINE)
    expect(res.ok ? null : res.failure).toMatchObject({ type: 'ServerFailure', message: 'Internal server error' })
  })

  it('loads at once over a loading status that a reloaded page left behind moments ago', async () => {
    const h = dataHarness(categoryRoute(30))
    const now = h.clock.now()
    await h.db.listState.put({
      key: 'category:4:section',
      scope: 'catalogue',
      page: 1,
      hasMore: true,
      status: 'loading',
      failure: null,
      statusAt: now,
      gen: 1,
      touchedAt: now,
    })
    const res = await loadNextPage(h.deps, categoryList, CAT)
    expect(res.ok && res.value.status).toBe('ready')
    expect((await readPagedList(h.db, categoryList, CAT)).items.length).toBeGreaterThan(0)
  })

  it('reads past damaged items, and a loading status left by a closed tab as settled', async () => {
    const h = dataHarness()
    await h.db.categoryPages.put({ list: '4:section', page: 1, items: [item(1), { id: 'x' }, item(3)], fetchedAt: 1 })
    await h.db.listState.put({
      key: 'category:4:section',
      scope: 'catalogue',
      page: 2,
      hasMore: true,
      status: 'loadingMore',
      failure: null,
      statusAt: 0,
      gen: 1,
      touchedAt: 0,
    })
    const view = await readPagedList(h.db, categoryList, CAT)
    expect(view.items.map((i) => i.id)).toEqual([1, 3])
    expect(view.status).toBe('ready')
  })
})

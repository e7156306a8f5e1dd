import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { errorJson, json, networkDown } from '../../tests/helpers/fake-fetch'
import { SAMPLE, details } from '../../tests/helpers/samples'
import { readHome, readPopup, refreshHome, refreshPopup } from './catalogue'
import { readContent, refreshContent } from './content'
import { readFetchedAt } from './meta'

describe('home', () => {
  it('renders nothing before the first fetch, then what was stored, with its fetch time', async () => {
    const h = dataHarness(() => json(SAMPLE.home))
    expect(await readHome(h.db, 'my')).toBeNull()
    expect(await refreshHome(h.deps, 'my')).toEqual({ ok: true, value: SAMPLE.home })
    expect(await readHome(h.db, 'my')).toEqual({ data: SAMPLE.home, fetchedAt: h.clock.now() })
    expect(await readFetchedAt(h.db, 'home:my')).toBe(h.clock.now())
  })

  it('keeps showing the stored home when a refresh fails', async () => {
    const h = dataHarness(() => json(SAMPLE.home))
    await refreshHome(h.deps, 'my')
    h.setRoute(networkDown)
    const res = await refreshHome(h.deps, 'my')
    expect(res.ok ? null : res.failure.type).toBe('InternetConnectionFailure')
    expect((await readHome(h.db, 'my'))?.data).toEqual(SAMPLE.home)
  })

  it('treats a stored row that no longer fits the schema as absent', async () => {
    const h = dataHarness()
    await h.db.home.put({ key: 'home:my', data: { banners: 'not a list' }, fetchedAt: 1 })
    expect(await readHome(h.db, 'my')).toBeNull()
  })
})

describe('popup', () => {
  it('stores "no popup" when the server has none (404)', async () => {
    const h = dataHarness(() => errorJson(404, 'No popup'))
    expect(await refreshPopup(h.deps, 'my')).toEqual({ ok: true, value: null })
    expect(await readPopup(h.db, 'my')).toEqual({ data: null, fetchedAt: h.clock.now() })
    h.setRoute(() => json(SAMPLE.popup))
    await refreshPopup(h.deps, 'my')
    expect((await readPopup(h.db, 'my'))?.data).toEqual(SAMPLE.popup)
  })
})

describe('content details', () => {
  it('shows isFavorite from the viewer’s own state: false when logged out', async () => {
    const h = dataHarness(() => json(details(5, true)))
    await refreshContent(h.deps, 5)
    expect((await readContent(h.db, 5))?.data.isFavorite).toBe(false)
  })

  it('shows the flag the server gave the logged-in viewer, to that viewer only, and a queued change wins', async () => {
    const h = dataHarness(() => json(details(5, true)))
    await h.login(1)
    await refreshContent(h.deps, 5)
    expect((await readContent(h.db, 5))?.data.isFavorite).toBe(true)
    // A possibly cached answer never becomes the known server state that coalescing trusts.
    expect(await h.db.favoriteState.get(5)).toBeUndefined()
    await h.sync.enqueue('favorite', { contentId: 5, wanted: false })
    expect((await readContent(h.db, 5))?.data.isFavorite).toBe(false)
    await h.login(2)
    await h.db.outbox.clear()
    expect((await readContent(h.db, 5))?.data.isFavorite).toBe(false)
  })

  it('refuses an id that is not a positive integer without a call', async () => {
    const h = dataHarness()
    expect((await refreshContent(h.deps, Number.NaN)).ok).toBe(false)
    expect(h.seen).toHaveLength(0)
  })
})

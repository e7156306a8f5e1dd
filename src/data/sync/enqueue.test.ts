import { describe, expect, it } from 'vitest'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { contentItem } from '../../../tests/helpers/model-server'
import { loadPage, readPagedList } from '../paged/store'
import { MINE, favoritesList, historyList } from '../paged/lists'
import { readFavorite } from '../favorites'
import { readChildSync, readContentSync, readSyncSummary } from './queries'
import type { ParsedOutboxRow } from './ops'
import { parseOutboxRow } from './ops'

async function queued(h: ReturnType<typeof syncHarness>): Promise<ParsedOutboxRow[]> {
  return (await h.db.outbox.orderBy('seq').toArray()).map(parseOutboxRow).filter((r) => r !== null)
}

const info = { contentId: 1, title: 'Episode', episodePosterImg: '/e.webp' }

describe('enqueue', () => {
  it('needs a login', async () => {
    const h = syncHarness()
    const res = await h.context().sync.enqueue('favorite', { contentId: 1, wanted: true })
    expect(res.ok ? null : res.failure.type).toBe('PermissionFailure')
  })

  it('keeps only the newest watch position per episode', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    for (const position of [10, 20, 30]) await sync.enqueue('position', { childId: 5, duration: 100, position, info })
    await sync.enqueue('position', { childId: 6, duration: 100, position: 1, info })
    const rows = await queued(h)
    expect(rows.map((r) => r.op)).toEqual([
      { kind: 'position', childId: 5, duration: 100, position: 30, info },
      { kind: 'position', childId: 6, duration: 100, position: 1, info },
    ])
  })

  it('drops a toggle back to "not a favorite" once the viewer\'s favorites list came back empty', async () => {
    const h = syncHarness()
    await h.login(1)
    const services = h.context()
    await loadPage(services, favoritesList, MINE, 1)
    await services.sync.enqueue('favorite', { contentId: 4, wanted: true })
    const back = await services.sync.enqueue('favorite', { contentId: 4, wanted: false })
    expect(back).toEqual({ ok: true, value: { outcome: 'dropped', opId: null } })
    expect(await queued(h)).toEqual([])
    // A title the server was seen to hold keeps its own record over the empty list's.
    await services.sync.enqueue('favorite', { contentId: 5, wanted: true })
    await services.sync.run()
    const off = await services.sync.enqueue('favorite', { contentId: 5, wanted: false })
    expect(off.ok && off.value.outcome).toBe('queued')
  })

  it('collapses favorite toggles to the last wanted state', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await sync.enqueue('favorite', { contentId: 3, wanted: false })
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    const rows = await queued(h)
    expect(rows.map((r) => r.op)).toEqual([{ kind: 'favorite', contentId: 3, wanted: true }])
  })

  it('drops a toggle that returns to the state the server is known to hold', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await h.db.favoriteState.put({ contentId: 3, server: false, at: h.clock.now() })
    expect((await sync.enqueue('favorite', { contentId: 3, wanted: true })).ok).toBe(true)
    const back = await sync.enqueue('favorite', { contentId: 3, wanted: false })
    expect(back).toEqual({ ok: true, value: { outcome: 'dropped', opId: null } })
    expect(await queued(h)).toEqual([])
  })

  it('queues the new state when an earlier toggle was sent and its answer never came', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await h.db.favoriteState.put({ contentId: 3, server: false, at: h.clock.now() })
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    const [row] = await queued(h)
    await h.db.outbox.update(row?.seq ?? -1, { attempted: true })
    const back = await sync.enqueue('favorite', { contentId: 3, wanted: false })
    expect(back.ok && back.value.outcome).toBe('queued')
    expect((await queued(h)).map((r) => r.op)).toEqual([{ kind: 'favorite', contentId: 3, wanted: false }])
  })

  it('updates continue watching at once, newest first, and marks the row waiting', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('position', { childId: 5, duration: 100, position: 10, info })
    await sync.enqueue('position', { childId: 6, duration: 100, position: 20, info })
    await sync.enqueue('position', { childId: 5, duration: 100, position: 150, info })
    const view = await readPagedList(h.db, historyList, MINE)
    expect(view.items.map((i) => [i.childId, i.position])).toEqual([
      [5, 100],
      [6, 20],
    ])
    expect(await readChildSync(h.db, 5)).toBe('waiting')
    expect(await readChildSync(h.db, 7)).toBe('synced')
  })

  it('shows an added favorite in the list and on the toggle at once, and removes a removed one', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true, item: contentItem(3) })
    expect((await readPagedList(h.db, favoritesList, MINE)).items.map((i) => i.id)).toEqual([3])
    expect(await readFavorite(h.db, 3)).toEqual({ isFavorite: true, sync: 'waiting' })
    expect(await readContentSync(h.db, 3)).toBe('waiting')
    await sync.enqueue('favorite', { contentId: 3, wanted: false })
    expect((await readPagedList(h.db, favoritesList, MINE)).items).toEqual([])
    expect(await readSyncSummary(h.db)).toMatchObject({ pending: 1, dead: 0 })
  })
})

describe('enqueue after a lost answer', () => {
  it('never drops a toggle on a server state that a sent-but-unanswered change may have altered', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await sync.run()
    await sync.enqueue('favorite', { contentId: 3, wanted: false })
    h.server.loseNextAnswers = 1
    expect((await sync.run()).state).toBe('backoff')
    for (const wanted of [true, false, true]) await sync.enqueue('favorite', { contentId: 3, wanted })
    await sync.drain()
    expect(h.server.favoritesOf(1)).toEqual([3])
  })
})

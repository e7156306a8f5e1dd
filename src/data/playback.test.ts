import { describe, expect, it } from 'vitest'
import { syncHarness } from '../../tests/helpers/sync-harness'
import { details, historyItem } from '../../tests/helpers/samples'
import { readEpisodeContext, readResumePoint } from './playback'
import { readSampleChildId } from './sample-episode'
import { ME } from './sync/local'

const info = { contentId: 7, title: 'Episode', episodePosterImg: '/e.webp' }

describe('resume point', () => {
  it('is nothing when logged out or never watched', async () => {
    const h = syncHarness()
    expect(await readResumePoint(h.db, 701)).toBeNull()
    await h.login(1)
    expect(await readResumePoint(h.db, 701)).toBeNull()
  })

  it('comes from the stored continue-watching pages', async () => {
    const h = syncHarness()
    await h.login(1)
    await h.db.historyPages.put({ list: ME, page: 1, items: [historyItem(701, 42_000)], fetchedAt: 1 })
    expect(await readResumePoint(h.db, 701)).toMatchObject({ position: 42_000, duration: 60_000, unsent: false })
  })

  it('prefers a queued position newer than the server copy, also for an episode without a card', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await h.db.historyPages.put({ list: ME, page: 1, items: [historyItem(701, 42_000)], fetchedAt: 1 })
    await sync.enqueue('position', { childId: 701, duration: 60_000, position: 50_000, info })
    await sync.enqueue('position', { childId: 999, duration: 60_000, position: 9_000 })
    expect(await readResumePoint(h.db, 701)).toMatchObject({ position: 50_000 })
    expect(await readResumePoint(h.db, 999)).toMatchObject({ position: 9_000, unsent: true })
  })

  it('keeps the server position when it is newer than what this device queued', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('position', { childId: 999, duration: 60_000, position: 9_000 })
    const later = { ...historyItem(999, 30_000), updatedAt: new Date(h.clock.now() + 60_000).toISOString() }
    await h.db.historyPages.put({ list: ME, page: 2, items: [later], fetchedAt: 1 })
    expect(await readResumePoint(h.db, 999)).toMatchObject({ position: 30_000, unsent: false })
  })

  it('sees the position the engine sent and the reloaded recents', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('position', { childId: 101, duration: 60_000, position: 12_000, info })
    await sync.drain()
    expect(h.server.positionsOf(1)).toEqual([[101, 12_000]])
    expect(await h.db.outbox.count()).toBe(0)
    expect(await readResumePoint(h.db, 101)).toMatchObject({ position: 12_000 })
  })
})

describe('episode context', () => {
  it('finds the title holding an episode and the episode after it', async () => {
    const h = syncHarness()
    const d = details(3)
    const children = [701, 702, 703].map((id) => ({ ...d.children[0]!, id, title: `E${id}` }))
    await h.db.content.put({ id: 3, data: { ...d, children }, fetchedAt: 5 })
    await h.db.content.put({ id: 4, data: details(4), fetchedAt: 9 })
    const ctx = await readEpisodeContext(h.db, 702)
    expect(ctx?.content.id).toBe(3)
    expect(ctx?.child.id).toBe(702)
    expect(ctx?.next?.id).toBe(703)
    expect((await readEpisodeContext(h.db, 703))?.next).toBeNull()
    expect(await readEpisodeContext(h.db, 12345)).toBeNull()
  })

  it('ignores damaged rows and offers the newest title’s first episode as a sample', async () => {
    const h = syncHarness()
    await h.db.content.put({ id: 1, data: { broken: true }, fetchedAt: 99 })
    expect(await readSampleChildId(h.db)).toBeNull()
    await h.db.content.put({ id: 3, data: details(3), fetchedAt: 5 })
    await h.db.content.put({ id: 4, data: details(4), fetchedAt: 9 })
    expect(await readSampleChildId(h.db)).toBe(401)
    expect(await readEpisodeContext(h.db, 301)).not.toBeNull()
  })
})

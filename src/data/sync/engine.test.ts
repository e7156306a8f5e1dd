import { describe, expect, it } from 'vitest'
import { syncHarness, writes } from '../../../tests/helpers/sync-harness'
import { readSessionRow } from '../session-store'
import { listDeadLetters, readSyncSummary, retryDeadLetters, discardDeadLetters } from './queries'
import { RETENTION_MS } from './replay-store'

const info = { contentId: 1, title: 'Episode', episodePosterImg: '/e.webp' }
const DAY = 24 * 60 * 60_000

describe('outbox replay', () => {
  it('sends each operation with its id as Idempotency-Key, then removes it and records the server state', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    const queued = await sync.enqueue('favorite', { contentId: 3, wanted: true })
    const report = await sync.run()
    expect(report).toMatchObject({ state: 'idle', sent: 1, dead: 0 })
    expect(writes(h.seen)[0]?.headers['idempotency-key']).toBe(queued.ok ? queued.value.opId : 'x')
    expect(h.server.favoritesOf(1)).toEqual([3])
    expect(await h.db.outbox.count()).toBe(0)
    expect(await h.db.favoriteState.get(3)).toMatchObject({ server: true })
  })

  it('backs off from about 2 s after a 5xx, sends nothing before the time, then sends', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('position', { childId: 5, duration: 100, position: 10, info })
    h.server.failNext = 1
    const first = await sync.run()
    expect(first.state).toBe('backoff')
    const wait = (first.retryAt ?? 0) - h.clock.now()
    expect(wait).toBeGreaterThanOrEqual(2_000)
    expect(wait).toBeLessThanOrEqual(2_400)
    const before = h.server.requests
    expect((await sync.run()).state).toBe('backoff')
    expect(h.server.requests).toBe(before)
    h.clock.advance(wait)
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 1 })
    expect(h.server.positionsOf(1)).toEqual([[5, 10]])
  })

  it('counts operations that fail together as one failed attempt', async () => {
    const h = syncHarness()
    await h.login(1)
    // Neither answer comes back until both operations are in flight (or a second has passed, so a
    // replay that sends one at a time fails the checks below rather than hanging).
    let arrived = 0
    let bothSent!: () => void
    const both = new Promise<void>((resolve) => (bothSent = resolve))
    const { sync } = h.context({
      fetchWrapper: (next) => async (req) => {
        if (++arrived === 2) bothSent()
        await Promise.race([both, new Promise((r) => setTimeout(r, 1_000))])
        return next(req)
      },
    })
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await sync.enqueue('favorite', { contentId: 4, wanted: true })
    h.server.failNext = 2
    const first = await sync.run()
    expect(first.state).toBe('backoff')
    expect(h.server.failNext).toBe(0)
    expect((first.retryAt ?? 0) - h.clock.now()).toBeLessThanOrEqual(2_400)
    h.clock.advance(2_400)
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 2 })
  })

  it('honours Retry-After on a 429', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    Object.assign(h.server, { failNext: 1, failStatus: 429, retryAfterS: 120 })
    const report = await sync.run()
    expect((report.retryAt ?? 0) - h.clock.now()).toBeGreaterThanOrEqual(120_000)
  })

  it('retries an answer lost after the server applied it with the same key, so it is applied once', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.loseNextAnswers = 1
    expect((await sync.drain()).state).toBe('idle')
    expect(h.server.effects).toHaveLength(1)
    expect(h.server.replays).toBe(1)
  })

  it('turns a 4xx into a dead letter the viewer can retry', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.refuseNextWrites = 1
    expect(await sync.run()).toMatchObject({ state: 'idle', dead: 1 })
    const dead = await listDeadLetters(db)
    expect(dead).toEqual([
      expect.objectContaining({
        op: expect.objectContaining({ contentId: 3 }),
        failure: expect.objectContaining({ type: 'BadRequestFailure' }),
      }),
    ])
    expect(await readSyncSummary(db)).toMatchObject({ pending: 0, dead: 1 })
    expect((await retryDeadLetters(db)).ok).toBe(true)
    expect(await sync.run()).toMatchObject({ sent: 1 })
    expect(h.server.favoritesOf(1)).toEqual([3])
  })

  it('discards a dead letter only when the viewer asks', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.refuseNextWrites = 1
    await sync.run()
    await sync.run()
    expect(await h.db.outbox.count()).toBe(1)
    expect(await discardDeadLetters(db)).toEqual({ ok: true, value: 1 })
    expect(await h.db.outbox.count()).toBe(0)
  })

  it('sends independent items a few at a time, never two operations of one item at once', async () => {
    const h = syncHarness()
    await h.login(1)
    let inFlight = 0
    let most = 0
    const busyItems = new Set<string>()
    let overlap = false
    const { sync } = h.context({
      fetchWrapper: (next) => async (req) => {
        const item = req.url.pathname.includes('favorite')
          ? `fav:${String((req.body as { contentId?: number } | undefined)?.contentId)}`
          : 'pos'
        if (req.method !== 'GET' && busyItems.has(item)) overlap = true
        busyItems.add(item)
        most = Math.max(most, ++inFlight)
        await new Promise((r) => setTimeout(r, 5))
        inFlight--
        busyItems.delete(item)
        return next(req)
      },
    })
    for (let id = 1; id <= 10; id++) await sync.enqueue('favorite', { contentId: id, wanted: true })
    const replay = sync.run()
    // A change queued for an item while its first operation is in flight waits for that answer.
    await sync.enqueue('favorite', { contentId: 1, wanted: false })
    await replay
    expect(await sync.run()).toMatchObject({ state: 'idle' })
    expect(most).toBeGreaterThan(1)
    expect(most).toBeLessThanOrEqual(6)
    expect(overlap).toBe(false)
    // Each operation goes out once: no two workers ever take the same one.
    const keys = writes(h.seen).map((r) => r.headers['idempotency-key'])
    expect(new Set(keys).size).toBe(keys.length)
    expect(h.server.favoritesOf(1).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('refreshes an expired access token and retries', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.expireAccessTokens()
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 1 })
    expect(h.server.refreshCalls).toBe(1)
  })

  it('reads the token at send time, not when the operation was queued', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await h.login(1)
    const current = await readSessionRow(h.db)
    await sync.run()
    expect(writes(h.seen)[0]?.headers.authorization).toBe(`Bearer ${current?.accessToken}`)
  })

  it('pauses when the refresh is refused, keeps the operations, and resumes when the same user logs in', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await sync.enqueue('position', { childId: 5, duration: 100, position: 10, info })
    h.server.revokeUser(1)
    expect(await sync.run()).toMatchObject({ state: 'paused', failure: expect.objectContaining({ type: 'SessionFailure' }) })
    expect(await readSessionRow(h.db)).toBeNull()
    expect(await h.db.outbox.count()).toBe(2)
    await h.login(1)
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 2 })
    expect(h.server.favoritesOf(1)).toEqual([3])
  })

  it('never sends, nor shows, a paused user’s operations to another user', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.revokeUser(1)
    await sync.run()
    await h.login(2)
    expect(await readSyncSummary(db)).toMatchObject({ pending: 0, dead: 0 })
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 0 })
    expect(h.server.favoritesOf(2)).toEqual([])
    await h.login(1)
    await sync.run()
    expect(h.server.favoritesOf(1)).toEqual([3])
  })

  it('drops operations older than 30 days and counts them', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.clock.advance(RETENTION_MS + DAY)
    await sync.enqueue('favorite', { contentId: 4, wanted: true })
    expect(await sync.run()).toMatchObject({ sent: 1 })
    expect(h.server.favoritesOf(1)).toEqual([4])
    expect(await readSyncSummary(db)).toMatchObject({ pending: 0, expired: 1 })
  })

  it('lets one replayer run at a time across contexts, so each operation is sent once', async () => {
    const h = syncHarness()
    await h.login(1)
    const tab = h.context()
    const worker = h.context()
    for (let id = 1; id <= 5; id++) await tab.sync.enqueue('favorite', { contentId: id, wanted: true })
    const reports = await Promise.all([tab.sync.run(), worker.sync.run()])
    expect(reports.map((r) => r.sent).sort()).toEqual([0, 5])
    expect(writes(h.seen)).toHaveLength(5)
  })

  it('reloads the first page of recents after a watch position is accepted', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('position', { childId: 5, duration: 100, position: 10, info })
    await sync.run()
    const last = h.seen.at(-1)
    expect([last?.method, last?.url.pathname, last?.url.searchParams.get('page')]).toEqual(['GET', '/v1/watch_history', '1'])
  })

  it('tells its after-pass step the kinds it sent, and nothing of a pass that was stopped', async () => {
    const h = syncHarness()
    await h.login(1)
    const told: string[][] = []
    const { sync } = h.context({ afterPass: (sent) => void told.push([...sent].sort()) })
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    await sync.enqueue('position', { childId: 5, duration: 100, position: 10, info })
    await sync.run()
    await sync.run()
    await sync.enqueue('favorite', { contentId: 4, wanted: true })
    h.server.failNext = 1
    expect((await sync.run()).state).toBe('backoff')
    expect(told).toEqual([['favorite', 'position'], []])
  })

  it('schedules a retry on its timer after a failure, through the injected sleep', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('favorite', { contentId: 3, wanted: true })
    h.server.failNext = 3
    const report = await sync.drain()
    expect(report.state).toBe('idle')
    expect(h.server.favoritesOf(1)).toEqual([3])
    expect(h.clock.now() - Date.parse('2025-01-01T00:00:00Z')).toBeGreaterThanOrEqual(2_000 + 4_000 + 8_000 - 3_000)
  })
})

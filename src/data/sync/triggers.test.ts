import { describe, expect, it, vi } from 'vitest'
import { startSyncTriggers, runOutboxForSyncEvent } from './triggers'
import { requestBackgroundSync, SYNC_TAG } from './background-sync'
import type { RunReport, SyncEngine } from './engine'
import { syncHarness } from '../../../tests/helpers/sync-harness'
import { withGlobal } from '../../../tests/helpers/data-harness'
import { createSyncEngine } from './engine'

function countingEngine(report: RunReport = { state: 'idle', sent: 0, dead: 0 }) {
  const calls = { kick: 0, stop: 0, retryNow: 0 }
  const engine: SyncEngine = {
    enqueue: async () => ({ ok: true, value: { outcome: 'dropped', opId: null } }),
    run: async () => report,
    flush: async () => report,
    drain: async () => report,
    kick: () => void calls.kick++,
    retryNow: () => void calls.retryNow++,
    stop: () => void calls.stop++,
  }
  return { engine, calls }
}

describe('page triggers', () => {
  it('replay at start-up, when the browser comes online and when the tab becomes visible', () => {
    const { engine, calls } = countingEngine()
    const target = new EventTarget()
    const stop = startSyncTriggers(engine, target)
    expect(calls.kick).toBe(1)
    // Coming online also forgets a back-off earned while the link was down.
    target.dispatchEvent(new Event('online'))
    expect(calls.retryNow).toBe(1)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(calls.kick).toBe(2)
    stop()
    target.dispatchEvent(new Event('online'))
    document.dispatchEvent(new Event('visibilitychange'))
    expect(calls).toEqual({ kick: 2, stop: 1, retryNow: 1 })
  })
})

describe('engine triggers', () => {
  it('replays after each enqueue while online, and again on its timer after a failure', async () => {
    const h = syncHarness()
    await h.login(1)
    const { api, locks } = h.context()
    const sleeps: { ms: number; wake: () => void }[] = []
    const engine = createSyncEngine({
      db: h.db,
      api,
      locks,
      now: h.clock.now,
      random: () => 0.5,
      sleep: (ms) => new Promise<void>((wake) => sleeps.push({ ms, wake })),
      isOnline: () => true,
    })
    h.server.failNext = 1
    await engine.enqueue('favorite', { contentId: 3, wanted: true })
    await vi.waitFor(() => expect(sleeps.map((s) => s.ms)).toEqual([2_000]))
    expect(h.server.requests).toBe(1)
    h.clock.advance(2_000)
    sleeps[0]?.wake()
    await vi.waitFor(() => expect(h.server.favoritesOf(1)).toEqual([3]))
    engine.stop()
  })

  it('does not replay on enqueue while offline', async () => {
    const h = syncHarness()
    await h.login(1)
    const { api, locks } = h.context()
    const engine = createSyncEngine({
      db: h.db,
      api,
      locks,
      now: h.clock.now,
      isOnline: () => false,
      sleep: () => new Promise(() => undefined),
    })
    await engine.enqueue('favorite', { contentId: 3, wanted: true })
    await new Promise((r) => setTimeout(r, 30))
    expect(h.server.requests).toBe(0)
  })
})

describe('Background Sync', () => {
  it('registers the outbox tag where the registration has sync, and is silent where it has not', async () => {
    const tags: string[] = []
    await withGlobal('registration', { sync: { register: async (t: string) => void tags.push(t) } }, async () => requestBackgroundSync())
    expect(tags).toEqual([SYNC_TAG])
    await withGlobal('registration', {}, async () => requestBackgroundSync())
  })

  it('makes the sync event fail while the queue backs off, so the browser tries again later', async () => {
    await expect(runOutboxForSyncEvent(countingEngine({ state: 'backoff', sent: 0, dead: 0, retryAt: 1 }).engine)).rejects.toThrow()
    await expect(runOutboxForSyncEvent(countingEngine().engine)).resolves.toMatchObject({ state: 'idle' })
  })
})

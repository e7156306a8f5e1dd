// This app's side of the sync benchmark, in a real Chromium page: the real data layer (Dexie on the
// browser's IndexedDB, the API client with its real fetch, the outbox engine and the page's sync
// triggers), driven from scripts/bench/sync.ts through window.bench.
import { createAppServices } from '../../../src/data/eager-services'
import { signIn } from '../../../src/data/session-actions'
import { startSyncTriggers } from '../../../src/data/sync/triggers'
import { readSyncSummary } from '../../../src/data/sync/queries'
import { loadPage } from '../../../src/data/paged/store'
import { MINE, favoritesList } from '../../../src/data/paged/lists'
import type { AuthResult } from '../../../src/api/schemas/account'
import type { BenchOp } from './workload'

const services = createAppServices({ dbName: 'bench-ours' })
let onlineAt: number | null = null
addEventListener('online', () => {
  onlineAt = performance.now()
})

const bench = {
  /** Logs in as the app does and opens the (empty) favorites list, as a viewer would. */
  async setup(auth: Pick<AuthResult, 'userInfo' | 'token'>): Promise<void> {
    const signed = await signIn(services, auth)
    if (!signed.ok) throw new Error(signed.failure.message)
    await loadPage(services, favoritesList, MINE, 1)
    startSyncTriggers(services.sync)
  },
  /** Queues the workload while offline; resolves to the operations left after coalescing. */
  async enqueue(ops: BenchOp[]): Promise<number> {
    for (const op of ops) {
      const res =
        op.kind === 'favorite'
          ? await services.sync.enqueue('favorite', { contentId: op.contentId, wanted: op.wanted })
          : await services.sync.enqueue('position', { childId: op.childId, duration: op.duration, position: op.position })
      if (!res.ok) throw new Error(res.failure.message)
    }
    return (await readSyncSummary(services.db)).pending
  },
  /** Resolves when nothing is left to send: the time since the `online` event, and what is left. */
  async drained(timeoutMs: number): Promise<{ drainMs: number; pending: number; dead: number }> {
    const started = performance.now()
    for (;;) {
      const s = await readSyncSummary(services.db)
      const done = onlineAt !== null && s.pending === 0
      if (done || performance.now() - started > timeoutMs) {
        return { drainMs: Math.round(performance.now() - (onlineAt ?? started)), pending: s.pending, dead: s.dead }
      }
      await new Promise((r) => setTimeout(r, 5))
    }
  },
}

;(globalThis as { bench?: typeof bench }).bench = bench

import type { AppServices } from '../../src/data/services'
import { createAppServices } from '../../src/data/eager-services'
import { signIn } from '../../src/data/account'
import type { LockRunner } from '../../src/api/locks'
import type { BackoffPolicy } from '../../src/data/sync/backoff'
import type { SyncEngineOptions } from '../../src/data/sync/engine'
import type { AppDb } from '../../src/data/db'
import { fakeFetch, type SeenRequest } from './fake-fetch'
import { ModelServer } from './model-server'
import { FakeLockManager } from './fake-locks'
import { freshDb, manualClock } from './test-db'

export const BASE = 'http://api.test'

export interface Harness {
  db: AppDb
  server: ModelServer
  clock: ReturnType<typeof manualClock>
  lockManager: FakeLockManager
  /** Requests seen by every context, in order. */
  seen: SeenRequest[]
  /** A context (tab or worker): its own client and engine over the shared database and locks. */
  context(opts?: {
    afterPass?: SyncEngineOptions['afterPass']
    fetchWrapper?: (f: (req: SeenRequest) => Promise<Response>) => (req: SeenRequest) => Promise<Response>
  }): AppServices & { ctxId: number; locks: LockRunner }
  login(userId: number): Promise<void>
}

/** A deterministic world for the sync engine: model server, manual clock, fake locks, one database. */
export function syncHarness(opts: { db?: AppDb; backoff?: BackoffPolicy; random?: () => number } = {}): Harness {
  const db = opts.db ?? freshDb()
  const server = new ModelServer()
  const clock = manualClock()
  const lockManager = new FakeLockManager()
  const seen: SeenRequest[] = []
  let ids = 0
  const harness: Harness = {
    db,
    server,
    clock,
    lockManager,
    seen,
    context(o = {}) {
      const { id, locks } = lockManager.context()
      const base = (req: SeenRequest) => server.handle(req)
      const route = o.fetchWrapper ? o.fetchWrapper(base) : base
      const { fetch } = fakeFetch((req) => {
        seen.push(req)
        return route(req)
      }, BASE)
      const services = createAppServices({
        db,
        baseURL: BASE,
        fetch,
        locks,
        now: clock.now,
        sync: {
          sleep: clock.sleep,
          random: opts.random ?? (() => 0.5),
          autoRun: false,
          requestBackgroundSync: () => undefined,
          ...(o.afterPass ? { afterPass: o.afterPass } : {}),
          backoff: opts.backoff,
          newId: () => `op-${++ids}`,
        },
      })
      return { ...services, ctxId: id, locks }
    },
    async login(userId) {
      const token = server.login(userId)
      const r = await signIn(db, { userInfo: { id: userId, name: `U${userId}`, phone: `95942000000${userId}` }, token }, { now: clock.now })
      if (!r.ok) throw new Error(`login failed: ${r.failure.message}`)
    },
  }
  return harness
}

export const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET' && r.url.pathname !== '/v1/auth/refresh-token')

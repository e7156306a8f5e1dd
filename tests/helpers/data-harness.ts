import type { AppServices } from '../../src/data/services'
import { createAppServices } from '../../src/data/eager-services'
import { createInProcessLocks } from '../../src/api/locks'
import { signIn } from '../../src/data/account'
import { fakeFetch, type Route, type SeenRequest } from './fake-fetch'
import { auth, freshDb, manualClock } from './test-db'

/** Services over a fresh database whose network is `route` (swap it with `setRoute`). */
export function dataHarness(initial: Route = () => new Response(null, { status: 404 })) {
  let route = initial
  const { fetch, seen } = fakeFetch((req) => route(req))
  const clock = manualClock()
  const services: AppServices = createAppServices({
    db: freshDb(),
    baseURL: 'http://api.test',
    fetch,
    locks: createInProcessLocks(),
    now: clock.now,
    sync: { autoRun: false, sleep: clock.sleep, random: () => 0.5, requestBackgroundSync: () => undefined },
  })
  return {
    ...services,
    deps: { db: services.db, api: services.api, now: clock.now },
    clock,
    seen: seen as SeenRequest[],
    setRoute(r: Route) {
      route = r
    },
    /** The route in place, so a test can wrap it with calls of its own. */
    currentRoute: (): Route => route,
    login: (userId: number) => signIn(services.db, auth(userId), { now: clock.now }),
  }
}

/** Runs `test` while globalThis[name] is `value`, restoring the original afterwards. */
export async function withGlobal<T>(name: string, value: unknown, test: () => Promise<T>): Promise<T> {
  const g = globalThis as Record<string, unknown>
  const had = Object.prototype.hasOwnProperty.call(g, name)
  const old = g[name]
  Object.defineProperty(g, name, { value, configurable: true, writable: true })
  try {
    return await test()
  } finally {
    if (had) Object.defineProperty(g, name, { value: old, configurable: true, writable: true })
    else delete g[name]
  }
}

/** A Cache Storage stand-in that records deletions. */
export function fakeCaches(names: string[]) {
  const deleted: string[] = []
  return {
    deleted,
    caches: {
      keys: async () => [...names],
      delete: async (n: string) => {
        deleted.push(n)
        return true
      },
    },
  }
}

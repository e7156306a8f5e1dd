import type { AppDb, Scope } from './db'

export const META = {
  /** The user whose rows the user-scoped tables hold. */
  owner: 'owner',
  /** Operations dropped by the 30-day retention rule (a running count). */
  outboxExpired: 'outbox:expired',
  /** Operations removed because their row could not be read back. */
  outboxCorrupt: 'outbox:corrupt',
  /**
   * When the viewer's favorites list last came back empty (the fetch's start time): every title
   * without a newer known state is then known not to be a favorite on the server.
   */
  favoritesNone: 'favorites:none',
  /** Replay back-off shared by every context: { attempts, notBefore }. */
  syncBackoff: 'sync:backoff',
  /**
   * A session the server ended while the viewer was away from it (another device displaced it,
   * 511): kept on the device, past the wipe of user rows, until the viewer has been told once.
   */
  displaced: 'session:displaced',
  fetched: (resource: string) => `fetched:${resource}`,
} as const

export async function setMeta(db: AppDb, key: string, scope: Scope, value: unknown, at: number): Promise<void> {
  await db.meta.put({ key, scope, value, at })
}

export async function getMetaNumber(db: AppDb, key: string): Promise<number> {
  const row = await db.meta.get(key)
  return typeof row?.value === 'number' && Number.isFinite(row.value) ? row.value : 0
}

export async function addToCounter(db: AppDb, key: string, n: number, at: number): Promise<void> {
  if (n <= 0) return
  await setMeta(db, key, 'device', (await getMetaNumber(db, key)) + n, at)
}

/** Records when a resource was fetched (spec: screens show stored data with its age). */
export async function markFetched(db: AppDb, resource: string, scope: Scope, at: number): Promise<void> {
  await setMeta(db, META.fetched(resource), scope, at, at)
}

/** When a resource was last fetched, or null. A plain reader, usable inside useLiveQuery. */
export async function readFetchedAt(db: AppDb, resource: string): Promise<number | null> {
  try {
    const row = await db.meta.get(META.fetched(resource))
    return typeof row?.value === 'number' ? row.value : null
  } catch {
    return null
  }
}

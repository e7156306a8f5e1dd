import type { AppDb, Scope } from './db'

export const META = {
  /** The user whose rows the user-scoped tables hold. */
  owner: 'owner',
  outboxExpired: 'outbox:expired',
  outboxCorrupt: 'outbox:corrupt',
  /** The favorites list came back empty: titles without a newer known state are not favorites. */
  favoritesNone: 'favorites:none',
  syncBackoff: 'sync:backoff',
  /** A 511 while away: kept past the wipe of user rows until the viewer has been told once. */
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

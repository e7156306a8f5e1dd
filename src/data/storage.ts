import { toFailure } from '../api/failures'
import { fail, ok, type Result } from '../api/result'

/** Any IndexedDB error becomes a StorageFailure value, never a throw. */
export async function guard<T>(task: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await task())
  } catch (e) {
    return fail(toFailure(e))
  }
}

/** Readers feed useLiveQuery: a storage error there shows as "nothing stored", never a crash. */
export async function quietly<T>(task: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await task()
  } catch {
    return fallback
  }
}

interface StorageManagerLike {
  persist?: () => Promise<boolean>
  persisted?: () => Promise<boolean>
}

/** Called after login: the outbox and the offline screens live there. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage
  try {
    if (!storage?.persist) return false
    if (storage.persisted && (await storage.persisted())) return true
    return await storage.persist()
  } catch {
    return false
  }
}

/** Ids sent as Idempotency-Key; randomUUID needs a secure context, so fall back to getRandomValues. */
export function newId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto
  if (c && typeof c.randomUUID === 'function') return c.randomUUID()
  const bytes = new Uint8Array(16)
  if (c) c.getRandomValues(bytes)
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

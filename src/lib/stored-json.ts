import * as v from 'valibot'

/** The page's localStorage, or null where reaching it throws (sandboxed frames, some in-app browsers). */
export function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * The JSON stored under `key` if it passes `schema`: undefined when nothing is stored or the storage throws,
 * `malformed` when what is stored is not JSON or not of that shape.
 */
export function readStoredJson<S extends v.GenericSchema, F = undefined>(
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  schema: S,
  malformed?: F,
): v.InferOutput<S> | F | undefined {
  let raw: string | null | undefined
  try {
    raw = storage?.getItem(key)
  } catch {
    return undefined
  }
  if (!raw) return undefined
  try {
    const parsed = v.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.output : malformed
  } catch {
    return malformed
  }
}

/** Stores `value` as JSON; a full or blocked storage is swallowed, as the callers then keep the value for this visit only. */
export function writeStoredJson(storage: Pick<Storage, 'setItem'> | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Nothing to tell the viewer: only the next visit forgets.
  }
}

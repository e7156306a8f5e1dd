import * as v from 'valibot'
import { pageStorage, readStoredJson, writeStoredJson } from '../../lib/stored-json'

/** localStorage key of the popup ids the viewer has dismissed (each popup shows once). */
export const SEEN_POPUPS_KEY = 'SEEN_POPUPS'
const MAX_REMEMBERED = 50

const SeenSchema = v.array(v.pipe(v.number(), v.integer()))

// Unreadable or damaged storage: the worst case is seeing a popup once more.
export function readSeenPopups(storage: Pick<Storage, 'getItem'> | null = pageStorage()): number[] {
  return readStoredJson(storage, SEEN_POPUPS_KEY, SeenSchema) ?? []
}

export function rememberPopupSeen(id: number, storage: Pick<Storage, 'getItem' | 'setItem'> | null = pageStorage()): void {
  const seen = readSeenPopups(storage).filter((x) => x !== id)
  writeStoredJson(storage, SEEN_POPUPS_KEY, [...seen, id].slice(-MAX_REMEMBERED))
}

import * as v from 'valibot'

/** localStorage key of the popup ids the viewer has dismissed (each popup shows once). */
export const SEEN_POPUPS_KEY = 'SEEN_POPUPS'
const MAX_REMEMBERED = 50

const SeenSchema = v.array(v.pipe(v.number(), v.integer()))

export function readSeenPopups(storage: Pick<Storage, 'getItem'> = localStorage): number[] {
  try {
    const raw = storage.getItem(SEEN_POPUPS_KEY)
    const parsed = v.safeParse(SeenSchema, raw ? JSON.parse(raw) : [])
    return parsed.success ? parsed.output : []
  } catch {
    // Unreadable or damaged storage: the worst case is seeing a popup once more.
    return []
  }
}

export function rememberPopupSeen(id: number, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): void {
  const seen = readSeenPopups(storage).filter((x) => x !== id)
  try {
    storage.setItem(SEEN_POPUPS_KEY, JSON.stringify([...seen, id].slice(-MAX_REMEMBERED)))
  } catch {
    // A full or blocked storage only means the popup may come back next visit.
  }
}

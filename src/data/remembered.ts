// What screens last showed, per database (so tests, and a database opened again, never see another
// one's answers): a screen the viewer comes back to starts from it (ui/use-live-query.ts).
// It lives in the data layer so that whatever ends a viewer's session forgets it with their rows.
const remembered = new WeakMap<object, Map<string, unknown>>()

/**
 * How many screens' answers a visit keeps: those the back button reaches in a browse. A key is a
 * list and its query, so a viewer who searches all afternoon would otherwise keep every answer
 * (a search's can be hundreds of results) for as long as the page lives.
 */
export const REMEMBERED_SCREENS = 20

function memoryOf(owner: object): Map<string, unknown> {
  let memory = remembered.get(owner)
  if (!memory) {
    memory = new Map()
    remembered.set(owner, memory)
  }
  return memory
}

/** The answer `owner`'s screen `key` last showed, if it is still remembered. */
export function recall(owner: object, key: string): unknown {
  return remembered.get(owner)?.get(key)
}

/** Keeps `value` as screen `key`'s last answer; the screen shown longest ago is forgotten past the limit. */
export function remember(owner: object, key: string, value: unknown): void {
  const memory = memoryOf(owner)
  // A Map iterates in insertion order: set again, a screen becomes the newest.
  memory.delete(key)
  memory.set(key, value)
  for (const oldest of memory.keys()) {
    if (memory.size <= REMEMBERED_SCREENS) break
    memory.delete(oldest)
  }
}

/** Forgets every remembered answer of `owner`'s screens: after a logout or a change of viewer, nothing of the last viewer shows. */
export function forgetRemembered(owner: object): void {
  remembered.delete(owner)
}

// What screens last showed, per database; in the data layer, so ending a session forgets it with the rows.
const remembered = new WeakMap<object, Map<string, unknown>>()

/** What the back button reaches in a browse; otherwise an afternoon of searches would all stay in memory. */
export const REMEMBERED_SCREENS = 20

function memoryOf(owner: object): Map<string, unknown> {
  let memory = remembered.get(owner)
  if (!memory) {
    memory = new Map()
    remembered.set(owner, memory)
  }
  return memory
}

export function recall(owner: object, key: string): unknown {
  return remembered.get(owner)?.get(key)
}

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

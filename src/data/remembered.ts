// What screens last showed, per database (so tests, and a database opened again, never see another
// one's answers): a screen the viewer comes back to starts from it (ui/use-remembered-live-query.ts).
// It lives in the data layer so that whatever ends a viewer's session forgets it with their rows.
const remembered = new WeakMap<object, Map<string, unknown>>()

/** The remembered answers of `owner`'s screens, by key. */
export function rememberedOf(owner: object): Map<string, unknown> {
  let memory = remembered.get(owner)
  if (!memory) {
    memory = new Map()
    remembered.set(owner, memory)
  }
  return memory
}

/** Forgets every remembered answer of `owner`'s screens: after a logout or a change of viewer, nothing of the last viewer shows. */
export function forgetRemembered(owner: object): void {
  remembered.delete(owner)
}

import { useEffect } from 'react'
import { useLiveQuery } from './use-live-query'

// Per database, so tests (and a database opened again) never see another one's answers.
const remembered = new WeakMap<object, Map<string, unknown>>()

function memoryOf(owner: object): Map<string, unknown> {
  let memory = remembered.get(owner)
  if (!memory) {
    memory = new Map()
    remembered.set(owner, memory)
  }
  return memory
}

/**
 * A live query that starts from the last answer the page saw for `key`, instead of from nothing. A
 * screen the viewer comes back to (the back button) then renders at its full height in its first
 * frame, so the router can put the viewer back where they were, and the skeleton never flashes. The
 * live query still runs and replaces the remembered answer as soon as the database answers.
 */
export function useRememberedLiveQuery<T>(owner: object, key: string, querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const memory = memoryOf(owner)
  const value = useLiveQuery(querier, deps, memory.get(key) as T | undefined)
  useEffect(() => {
    if (value !== undefined) memory.set(key, value)
  }, [memory, key, value])
  return value
}

/** Forgets every remembered answer of `owner`'s screens: after a logout, nothing of the last viewer shows. */
export function forgetRememberedQueries(owner: object): void {
  remembered.delete(owner)
}

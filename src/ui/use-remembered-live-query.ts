import { useEffect } from 'react'
import { useLiveQuery } from './use-live-query'
import { useSharedLiveQuery } from './use-shared-live-query'
import { recall, remember } from '../data/remembered'

/**
 * A live query that starts from the last answer the page saw for `key`, instead of from nothing. A
 * screen the viewer comes back to (the back button) then renders at its full height in its first
 * frame, so the router can put the viewer back where they were, and the skeleton never flashes. The
 * live query still runs and replaces the remembered answer as soon as the database answers.
 */
export function useRememberedLiveQuery<T>(owner: object, key: string, querier: () => Promise<T> | T, deps: unknown[]): T | undefined {
  const value = useLiveQuery(querier, deps, recall(owner, key) as T | undefined)
  useRememberAnswer(owner, key, value)
  return value
}

/**
 * The same for a query that the parts of a screen share (use-shared-live-query.ts): one
 * subscription for all of them, started from the last answer the page saw for `key`.
 */
export function useRememberedSharedLiveQuery<T>(owner: object, key: string, querier: () => Promise<T> | T): T | undefined {
  const value = useSharedLiveQuery(owner, key, querier, recall(owner, key) as T | undefined)
  useRememberAnswer(owner, key, value)
  return value
}

function useRememberAnswer(owner: object, key: string, value: unknown): void {
  useEffect(() => {
    if (value !== undefined) remember(owner, key, value)
  }, [owner, key, value])
}

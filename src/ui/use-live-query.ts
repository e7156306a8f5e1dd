import { startTransition, useEffect, useMemo, useState } from 'react'
import { liveQuery } from 'dexie'

interface Answer {
  value: unknown
  error: unknown
}

/**
 * A Dexie live query as React state: `initial` (undefined unless given) until the database first
 * answers, then its latest answer. When `deps` change, the last answer stays on screen until the new
 * query answers. A failed query throws into the nearest error boundary.
 *
 * Unlike dexie-react-hooks' hook of the same name, an answer re-renders the screen as a transition.
 * An answer arrives from an IndexedDB event, and React renders an update from an event that is not
 * the viewer's in one blocking task: a title's page drawn from its first answer was 20 ms on a
 * desktop, 150 ms on a phone of benchmark index 400, during which a tap waits. As a transition it
 * renders in slices of a few milliseconds, and a tap comes first.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined
export function useLiveQuery<T, I>(querier: () => Promise<T> | T, deps: unknown[], initial: I): T | I
export function useLiveQuery<T, I>(querier: () => Promise<T> | T, deps: unknown[], initial?: I): T | I | undefined {
  const [answer, setAnswer] = useState<Answer>({ value: initial, error: null })
  // The caller's deps name what the querier reads, as with useEffect.
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo
  const query = useMemo(() => liveQuery(querier), deps)

  useEffect(() => {
    let subscription: { unsubscribe: () => void } | null = null
    let gone = false
    // Subscribing arms a timer (Dexie runs the first query from one), and a timer armed inside
    // React's effects records that whole call stack wherever timers are traced, as in the
    // performance audit: a title page's twenty queries spent 15 ms there, one task. From a
    // microtask of the same task the stack is a frame or two.
    queueMicrotask(() => {
      if (gone) return
      subscription = query.subscribe({
        next: (value) => startTransition(() => setAnswer((last) => (last.error === null && Object.is(last.value, value) ? last : { value, error: null }))),
        error: (error: unknown) => startTransition(() => setAnswer((last) => ({ ...last, error }))),
      })
    })
    return () => {
      gone = true
      subscription?.unsubscribe()
    }
  }, [query])

  if (answer.error !== null) throw answer.error
  return answer.value as T | I
}

import { startTransition, useEffect, useMemo, useReducer, useRef } from 'react'
import { liveQuery } from 'dexie'

interface Answer {
  known: boolean
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
  const answer = useRef<Answer>({ known: false, value: initial, error: null })
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps name what the querier reads
  const query = useMemo(() => liveQuery(querier), deps)

  // Dexie answers a query it has cached without waiting: that answer is taken into the first render,
  // so a screen the viewer comes back to never draws a frame of placeholders.
  useMemo(() => {
    if (answer.current.known) return
    const probe = query.subscribe((value) => {
      answer.current = { known: true, value, error: null }
    })
    probe.unsubscribe()
  }, [query])

  useEffect(() => {
    const subscription = query.subscribe({
      next: (value) => {
        if (answer.current.known && answer.current.error === null && Object.is(answer.current.value, value)) return
        answer.current = { known: true, value, error: null }
        startTransition(rerender)
      },
      error: (error: unknown) => {
        answer.current = { ...answer.current, error }
        startTransition(rerender)
      },
    })
    return () => subscription.unsubscribe()
  }, [query])

  if (answer.current.error !== null) throw answer.current.error
  return answer.current.value as T | I
}

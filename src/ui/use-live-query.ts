import { startTransition, useEffect, useState } from 'react'
import { liveQuery } from 'dexie'
import { recall, remember as keep } from '../data/remembered'

interface Answer {
  value: unknown
  error: unknown
}

type Listener = (answer: Answer) => void

export interface LiveQueryOptions<I> {
  initial?: I
  /** Every component asking the same query of this owner (a database) shares one subscription. */
  share?: object
  /** Starts from the last answer this owner's screens showed for the same query (the back button). */
  remember?: object
}

/**
 * `deps` name what the querier reads; the last answer stays until the new query answers. Answers
 * render as transitions, so a tap never waits behind a redraw; a failure throws to the error boundary.
 */
export function useLiveQuery<T>(querier: () => Promise<T> | T, deps: unknown[]): T | undefined
export function useLiveQuery<T, I = undefined>(querier: () => Promise<T> | T, deps: unknown[], options: LiveQueryOptions<I>): T | I
export function useLiveQuery<T, I>(querier: () => Promise<T> | T, deps: unknown[], options: LiveQueryOptions<I> = {}): T | I | undefined {
  const { share, remember } = options
  // A call site's code is read once; development reads it each render, for Fast Refresh keeps this state.
  const [first] = useState(() => querier.toString())
  const code = import.meta.env.DEV ? querier.toString() : first
  const key = keyOf(code, deps)
  const [answer, setAnswer] = useState<Answer>(() => ({
    value: (share && sharedBy.get(share)?.get(key)?.answer?.value) ?? (remember && recall(remember, key)) ?? options.initial,
    error: null,
  }))

  useEffect(() => {
    const listener: Listener = (next) =>
      startTransition(() =>
        setAnswer((last) => {
          if (next.error !== null) return { value: last.value, error: next.error }
          return last.error === null && Object.is(last.value, next.value) ? last : next
        }),
      )
    return share ? join(share, key, querier, listener) : watch(querier, listener)
    // The key is the querier's code and its deps: it changes exactly when the query does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [share, key])

  useEffect(() => {
    if (remember && answer.error === null && answer.value !== undefined) keep(remember, key, answer.value)
  }, [remember, key, answer])

  if (answer.error !== null) throw answer.error
  return answer.value as T | I
}

const ids = new WeakMap<object, number>()
let lastId = 0

/** The query's identity: its code (one per call site) and the identity of each dependency. */
function keyOf(code: string, deps: unknown[]): string {
  const parts = deps.map((dep) => {
    if ((typeof dep !== 'object' && typeof dep !== 'function') || dep === null) return `${typeof dep}:${String(dep)}`
    let id = ids.get(dep)
    if (id === undefined) ids.set(dep, (id = ++lastId))
    return `#${id}`
  })
  return `${code}\u0000${parts.join('\u0000')}`
}

function watch(querier: () => unknown, listener: Listener): () => void {
  const subscription = liveQuery(querier).subscribe({
    next: (value) => listener({ value, error: null }),
    error: (error: unknown) => listener({ value: undefined, error }),
  })
  return () => subscription.unsubscribe()
}

interface Shared {
  answer: Answer | null
  listeners: Set<Listener>
  stop: () => void
}

// Per owner, so tests (and a database opened again) never share another one's answers.
const sharedBy = new WeakMap<object, Map<string, Shared>>()

function join(owner: object, key: string, querier: () => unknown, listener: Listener): () => void {
  let byKey = sharedBy.get(owner)
  if (!byKey) sharedBy.set(owner, (byKey = new Map()))
  let shared = byKey.get(key)
  if (!shared) {
    const entry: Shared = { answer: null, listeners: new Set(), stop: () => undefined }
    entry.stop = watch(querier, (answer) => {
      entry.answer = answer.error === null ? answer : { value: entry.answer?.value, error: answer.error }
      for (const each of entry.listeners) each(entry.answer)
    })
    byKey.set(key, entry)
    shared = entry
  } else if (shared.answer) {
    listener(shared.answer)
  }
  const joined = shared
  const table = byKey
  joined.listeners.add(listener)
  return () => {
    joined.listeners.delete(listener)
    if (joined.listeners.size > 0) return
    joined.stop()
    if (table.get(key) === joined) table.delete(key)
  }
}

import { startTransition, useEffect, useState } from 'react'
import { liveQuery } from 'dexie'

interface Answer {
  value: unknown
  error: unknown
}

interface Shared {
  answer: Answer | null
  listeners: Set<(answer: Answer) => void>
  stop: () => void
}

// Per database, so tests (and a database opened again) never share another one's answers.
const sharedBy = new WeakMap<object, Map<string, Shared>>()

function join(owner: object, key: string, querier: () => unknown, listener: (answer: Answer) => void): () => void {
  let byKey = sharedBy.get(owner)
  if (!byKey) {
    byKey = new Map()
    sharedBy.set(owner, byKey)
  }
  let shared = byKey.get(key)
  if (!shared) {
    const entry: Shared = { answer: null, listeners: new Set(), stop: () => undefined }
    const tell = (answer: Answer) => {
      entry.answer = answer
      for (const each of entry.listeners) each(answer)
    }
    const subscription = liveQuery(querier).subscribe({
      next: (value) => tell({ value, error: null }),
      error: (error: unknown) => tell({ value: entry.answer?.value, error }),
    })
    entry.stop = () => subscription.unsubscribe()
    byKey.set(key, entry)
    shared = entry
  } else if (shared.answer) {
    listener(shared.answer)
  }
  const joined = shared
  joined.listeners.add(listener)
  return () => {
    joined.listeners.delete(listener)
    if (joined.listeners.size > 0) return
    joined.stop()
    if (byKey.get(key) === joined) byKey.delete(key)
  }
}

/**
 * A live query that every component asking the same `key` of the same `owner` shares: one Dexie
 * subscription, one query per change of what it reads, however many components show it. A title's
 * page asked for the download settings once per episode, and for the viewer once per part; each
 * subscription is a query, an IndexedDB transaction and a timer of its own, on the phone's one
 * main thread. `key` must name everything the querier reads (the querier of the first component
 * to ask is the one that runs). A component that joins a query already answered starts from that
 * answer; otherwise from `initial`, when given, until the database answers. Answers render as
 * transitions, as with `useLiveQuery`; a failed query throws into the nearest error boundary of
 * each component that shows it.
 */
export function useSharedLiveQuery<T>(owner: object, key: string, querier: () => Promise<T> | T, initial?: T): T | undefined {
  const [answer, setAnswer] = useState<Answer | null>(
    () => sharedBy.get(owner)?.get(key)?.answer ?? (initial === undefined ? null : { value: initial, error: null }),
  )

  useEffect(() => {
    let leave: (() => void) | null = null
    let gone = false
    // From a microtask, as in useLiveQuery: the timer Dexie arms for a first query is not armed
    // inside React's effects, whose whole stack a traced timer records.
    queueMicrotask(() => {
      if (gone) return
      leave = join(owner, key, querier, (next) => startTransition(() => setAnswer((last) => (last === next ? last : next))))
    })
    return () => {
      gone = true
      leave?.()
    }
    // The key names what the querier reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, key])

  if (answer && answer.error !== null) throw answer.error
  return answer?.value as T | undefined
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { Failure } from '../api/failures'
import type { Result } from '../api/result'

export interface Refresh {
  /** The last attempt's failure for this key; null while it runs or when it succeeded. */
  failure: Failure | null
  pending: boolean
  retry: () => void
}

/** On `key` change and retry; only the latest attempt's failure for the current key is reported. */
export function useRefresh(run: () => Promise<Result<unknown>>, key: string): Refresh {
  const latest = useRef(run)
  useEffect(() => {
    latest.current = run
  }, [run])
  const [attempt, setAttempt] = useState(0)
  const [done, setDone] = useState<{ tag: string; failure: Failure | null } | null>(null)
  const tag = `${key}#${attempt}`
  useEffect(() => {
    let live = true
    void latest.current().then((r) => {
      // A transition: the answer re-renders the whole screen, otherwise in one long task.
      if (live) startTransition(() => setDone({ tag, failure: r.ok ? null : r.failure }))
    })
    return () => {
      live = false
    }
  }, [tag])
  const retry = useCallback(() => setAttempt((a) => a + 1), [])
  const pending = done?.tag !== tag
  return { failure: pending ? null : (done?.failure ?? null), pending, retry }
}

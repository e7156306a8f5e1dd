import { startTransition, useEffect, useState } from 'react'
import { liveQuery } from 'dexie'
import { useRouter } from '@tanstack/react-router'

/** Operations not yet on the server (waiting or refused); the outbox readers load after mount, off the start-up path. */
export function useUnsyncedCount(): number | undefined {
  const { db } = useRouter().options.context.services
  const [count, setCount] = useState<number | undefined>(undefined)
  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null
    let left = false
    import(/* chunk: after-paint */ '../../data/sync/queries').then(
      ({ readSyncSummary }) => {
        if (left) return
        subscription = liveQuery(async () => {
          const s = await readSyncSummary(db)
          return s.pending + s.dead
        }).subscribe({ next: (n) => startTransition(() => setCount(n)), error: () => setCount(0) })
      },
      () => setCount(0),
    )
    return () => {
      left = true
      subscription?.unsubscribe()
    }
  }, [db])
  return count
}

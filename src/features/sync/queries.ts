import { useEffect, useState } from 'react'
import { liveQuery } from 'dexie'
import { useRouter } from '@tanstack/react-router'
import { readSyncSummary } from '../../data/sync/queries'

/**
 * Operations not yet on the server for the logged-in viewer: waiting ones plus those the server
 * refused (which wait for the viewer's decision); undefined while loading. Dexie's liveQuery
 * directly: the shell is in the start-up bytes, where every kilobyte counts.
 */
export function useUnsyncedCount(): number | undefined {
  const { db } = useRouter().options.context.services
  const [count, setCount] = useState<number | undefined>(undefined)
  useEffect(() => {
    const subscription = liveQuery(async () => {
      const s = await readSyncSummary(db)
      return s.pending + s.dead
    }).subscribe({ next: setCount, error: () => setCount(0) })
    return () => subscription.unsubscribe()
  }, [db])
  return count
}

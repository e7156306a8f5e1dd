import { useLiveQuery } from 'dexie-react-hooks'
import { useRouter } from '@tanstack/react-router'
import { readSyncSummary } from '../../data'

/**
 * Operations not yet on the server for the logged-in viewer: waiting ones plus those the server
 * refused (which wait for the viewer's decision). undefined while loading.
 */
export function useUnsyncedCount(): number | undefined {
  const { db } = useRouter().options.context.services
  return useLiveQuery(async () => {
    const s = await readSyncSummary(db)
    return s.pending + s.dead
  }, [db])
}

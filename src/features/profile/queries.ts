import { useState } from 'react'
import { useLiveQuery } from '../../ui/use-live-query'
import type { Profile } from '../../api/schemas/account'
import { listDeadLetters, readProfile, readSyncSummary, type DeadLetter, type Stored, type SyncSummary } from '../../data'
import { isInstalled } from '../../pwa/installed'
import { useServices } from '../../ui/use-services'

/** The stored profile of the logged-in viewer; `undefined` while loading, null when none is stored. */
export function useProfile(): Stored<Profile> | null | undefined {
  const { db } = useServices()
  return useLiveQuery(() => readProfile(db), [db])
}

export function useSyncSummary(): SyncSummary | undefined {
  const { db } = useServices()
  return useLiveQuery(() => readSyncSummary(db), [db])
}

export function useDeadLetters(): DeadLetter[] | undefined {
  const { db } = useServices()
  return useLiveQuery(() => listDeadLetters(db), [db])
}

/** Whether this is the installed app already: then nothing offers to install it. */
export function useIsInstalled(): boolean {
  const [installed] = useState(() => isInstalled())
  return installed
}

import type { AppDb } from './db'
import { quietly } from './storage'
import { readSessionRow } from './session-store'
import { readProfile, refreshProfile } from './profile'

/**
 * Whether the logged-in viewer is premium (the stored profile's subscription.isPremiumUser): false
 * when logged out, null when logged in but the profile was never fetched (the screen then lets the
 * server decide: its 403 is the authority). A reader for useLiveQuery.
 */
export function readPremium(db: AppDb): Promise<boolean | null> {
  return quietly(async () => {
    if (!(await readSessionRow(db))) return false
    return (await readProfile(db))?.data.subscription.isPremiumUser ?? null
  }, null)
}

/** The premium flag comes with the profile; one fetch and one stored copy serve both screens. */
export const refreshPremium = refreshProfile

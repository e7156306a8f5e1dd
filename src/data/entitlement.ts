import type { AppDb } from './db'
import { quietly } from './storage'
import { readSessionRow } from './session-store'
import { readProfile, refreshProfile } from './profile'

/** False when logged out; null without a stored profile: the server's 403 then decides. */
export function readPremium(db: AppDb): Promise<boolean | null> {
  return quietly(async () => {
    if (!(await readSessionRow(db))) return false
    return (await readProfile(db))?.data.subscription.isPremiumUser ?? null
  }, null)
}

/** The premium flag comes with the profile; one fetch and one stored copy serve both screens. */
export const refreshPremium = refreshProfile

import * as v from 'valibot'
import type { Result } from '../api/result'
import type { Profile } from '../api/schemas/account'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { setMeta } from './meta'
import { guard, quietly } from './storage'
import { readSessionRow } from './session-store'

/** Meta key of the viewer's premium flag; user-scoped, so logout and a user change remove it. */
export const PREMIUM_KEY = 'profile:premium'

const PremiumRowSchema = v.object({ userId: v.number(), isPremiumUser: v.boolean() })

/**
 * Whether the logged-in viewer is premium (profile subscription.isPremiumUser): false when logged
 * out, null when logged in but never learnt (the screen then lets the server decide: its 403 is the
 * authority). A reader for useLiveQuery.
 */
export function readPremium(db: AppDb): Promise<boolean | null> {
  return quietly(async () => {
    const session = await readSessionRow(db)
    if (!session) return false
    const parsed = v.safeParse(PremiumRowSchema, (await db.meta.get(PREMIUM_KEY))?.value)
    return parsed.success && parsed.output.userId === session.userId ? parsed.output.isPremiumUser : null
  }, null)
}

/** Fetches the profile and keeps the premium flag for the viewer it was fetched for. */
export async function refreshPremium(deps: DataDeps): Promise<Result<Profile>> {
  const answer = await deps.api.getProfile()
  if (!answer.ok) return answer
  const profile = answer.value
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.meta, deps.db.session, async () => {
      const session = await readSessionRow(deps.db)
      if (session?.userId !== profile.userInfo.id) return
      const value = { userId: profile.userInfo.id, isPremiumUser: profile.subscription.isPremiumUser }
      await setMeta(deps.db, PREMIUM_KEY, 'user', value, deps.now())
    }),
  )
  return saved.ok ? answer : saved
}

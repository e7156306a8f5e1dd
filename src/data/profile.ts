import { ProfileSchema, type Profile } from '../api/schemas/account'
import { fail, type Result } from '../api/result'
import { failure } from '../api/failures'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { parseStored } from './parse'
import { readSessionRow } from './session-store'
import { guard, quietly } from './storage'
import type { Stored } from './catalogue'

/** In the meta table with scope 'user': logout and a change of user wipe it. */
export const PROFILE_KEY = 'profile'

/** The stored profile of the logged-in viewer, or null (logged out, never fetched, or someone else's). */
export function readProfile(db: AppDb): Promise<Stored<Profile> | null> {
  return quietly(async () => {
    const session = await readSessionRow(db)
    if (!session) return null
    const row = await db.meta.get(PROFILE_KEY)
    const data = row ? parseStored(ProfileSchema, row.value) : null
    if (!row || !data || data.userInfo.id !== session.userId) return null
    return { data, fetchedAt: row.at }
  }, null)
}

/** With the session's name and phone in one transaction; an answer after the session changed hands is dropped. */
export async function refreshProfile(deps: DataDeps): Promise<Result<Profile>> {
  const { db } = deps
  const before = await quietly(() => readSessionRow(db), null)
  // Spec section 6: a profile PermissionFailure means "not logged in"; no need to ask the server.
  if (!before) return fail(failure('PermissionFailure'))
  const answer = await deps.api.getProfile()
  if (!answer.ok) return answer
  const profile = answer.value
  const at = deps.now()
  const saved = await guard(() =>
    db.transaction('rw', db.meta, db.session, async () => {
      const row = await db.session.get('current')
      if (!row || row.sid !== before?.sid || row.userId !== profile.userInfo.id) return
      await db.meta.put({ key: PROFILE_KEY, scope: 'user', value: profile, at })
      if (row.name !== profile.userInfo.name || row.phone !== profile.userInfo.phone) {
        await db.session.put({ ...row, name: profile.userInfo.name, phone: profile.userInfo.phone })
      }
    }),
  )
  return saved.ok ? answer : saved
}

/** GET /v1/subscription for the viewer, patched into the stored profile (manage-subscription's refresh). */
export async function refreshSubscription(deps: DataDeps, userId: number): Promise<Result<Profile['subscription']>> {
  const { db } = deps
  const answer = await deps.api.getSubscription(userId)
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    db.transaction('rw', db.meta, db.session, async () => {
      const session = await readSessionRow(db)
      const row = await db.meta.get(PROFILE_KEY)
      const stored = row ? parseStored(ProfileSchema, row.value) : null
      if (!session || session.userId !== userId || !stored || stored.userInfo.id !== userId) return
      await db.meta.put({ key: PROFILE_KEY, scope: 'user', value: { ...stored, subscription: answer.value }, at })
    }),
  )
  return saved.ok ? answer : saved
}

import type { AuthResult, UserInfo } from '../api/schemas/account'
import { fail, type Result } from '../api/result'
import { failure, type Failure } from '../api/failures'
import type { SessionEndReason } from '../api/session'
import { TRAIL_PAGE_TABLES, USER_PAGE_TABLES, type AppDb } from './db'
import { META } from './meta'
import { guard, newId as defaultNewId } from './storage'
import { purgeApiCaches } from './api-caches'
import { forgetRemembered } from './remembered'

/**
 * Who owns which rows.
 * - Catalogue rows that every viewer gets alike (home, popup, content, promotions and articles)
 *   outlive any login.
 * - User rows (favorites, history, notifications, favorite states, recent searches, user meta,
 *   the session, and a title's ratings and comments as seen, which mark the viewer's own) and
 *   the viewer's trail through the catalogue (search and category pages, every list's state and
 *   fetch times) go in one transaction on logout, when the session ends (refresh
 *   refused, 511), and when a different user logs in; the API caches and their expiry records are
 *   purged right after that commit.
 * - Outbox rows carry their user id. An explicit logout discards that user's operations: the
 *   logout dialog warns that usage records will be deleted (spec section 2). A session that merely
 *   ended keeps them, paused: they are sent when the same user logs in again, and are never sent
 *   for, nor shown to, anyone else (every outbox query filters on the current user's id).
 */

const userTables = (db: AppDb) => [
  db.favoritePages,
  db.historyPages,
  db.notificationPages,
  db.searchPages,
  db.categoryPages,
  db.listState,
  db.favoriteState,
  db.recentSearches,
  db.meta,
  db.session,
  db.outbox,
  db.commentPages,
  db.ratings,
]

/** Fetch times of the trail's pages (paged/store.ts: 'fetched:search:<query>:<page>'), which name the query. */
const TRAIL_FETCH_KEYS = [META.fetched('search:'), META.fetched('category:')]

/** Deletes the user rows and the trail; call inside a transaction over `userTables`. */
async function wipeUserRows(db: AppDb): Promise<void> {
  await Promise.all([...USER_PAGE_TABLES, ...TRAIL_PAGE_TABLES].map((t) => db[t].clear()))
  await db.listState.clear()
  await db.favoriteState.clear()
  await db.recentSearches.clear()
  await db.ratings.clear()
  await db.meta.where('scope').equals('user').delete()
  await db.meta.where('key').startsWithAnyOf(TRAIL_FETCH_KEYS).delete()
  await db.meta.delete(META.owner)
}

/**
 * Saving a login takes milliseconds. Storage locked by another context (WebKit can leave the
 * session's stores locked after its back/forward cache) would keep the viewer on "Code accepted."
 * for ever; past this the save ends as a StorageFailure the screen can name.
 */
export const LOGIN_SAVE_TIMEOUT_MS = 10_000
export const STORAGE_SILENT = 'The storage of this device did not answer'

/** The login's save got no answer from storage, as against any other storage failure (a full disk). */
export const storageDidNotAnswer = (f: Failure): boolean => f.type === 'StorageFailure' && f.message === STORAGE_SILENT

/** `guard`, but a task that has not settled after `ms` ends as a StorageFailure (it may still finish later). */
async function answersWithin<T>(ms: number, task: () => Promise<T>): Promise<Result<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<Result<T>>((resolve) => {
    timer = setTimeout(() => resolve(fail(failure('StorageFailure', STORAGE_SILENT))), ms)
  })
  try {
    return await Promise.race([guard(task), late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Stores a login (OTP or HE). A different user than the one whose rows are stored starts from
 * clean user tables. The caller kicks the sync engine afterwards so paused operations resume.
 */
export async function signIn(
  db: AppDb,
  auth: Pick<AuthResult, 'userInfo' | 'token'>,
  opts: { now?: () => number; newId?: () => string; timeoutMs?: number } = {},
): Promise<Result<{ userChanged: boolean }>> {
  const now = opts.now ?? Date.now
  const result = await answersWithin(opts.timeoutMs ?? LOGIN_SAVE_TIMEOUT_MS, () =>
    db.transaction('rw', userTables(db), async () => {
      const owner = await db.meta.get(META.owner)
      const current = await db.session.get('current')
      const previousUser = typeof owner?.value === 'number' ? owner.value : (current?.userId ?? null)
      const userChanged = previousUser !== null && previousUser !== auth.userInfo.id
      if (userChanged) await wipeUserRows(db)
      await db.session.put({
        key: 'current',
        sid: (opts.newId ?? defaultNewId)(),
        userId: auth.userInfo.id,
        name: auth.userInfo.name,
        phone: auth.userInfo.phone,
        accessToken: auth.token.accessToken,
        refreshToken: auth.token.refreshToken,
        savedAt: now(),
      })
      await db.meta.put({ key: META.owner, scope: 'device', value: auth.userInfo.id, at: now() })
      // Logging in again answers the notice of a displaced session.
      await db.meta.delete(META.displaced)
      return { userChanged }
    }),
  )
  if (result.ok && result.value.userChanged) {
    // The screens' remembered answers were the last viewer's: the next one's first frames must not show them.
    forgetRemembered(db)
    await purgeApiCaches()
  }
  return result
}

/**
 * Ends the login `sid` (or the current one): user rows and the session in one transaction, then the
 * API caches. Resolves to whether a session was ended. Throws storage errors (callers guard).
 */
export async function endSession(
  db: AppDb,
  opts: { sid?: string; discardOutbox: boolean; reason?: SessionEndReason; now?: () => number },
): Promise<boolean> {
  const ended = await db.transaction('rw', userTables(db), async () => {
    const current = await db.session.get('current')
    if (!current || (opts.sid !== undefined && current.sid !== opts.sid)) return false
    await wipeUserRows(db)
    await db.session.delete('current')
    // The viewer did not choose this: it is said once, later, wherever they are (displaced-notice.ts).
    if (opts.reason === 'displaced') await db.meta.put({ key: META.displaced, scope: 'device', value: true, at: (opts.now ?? Date.now)() })
    if (opts.discardOutbox) {
      await db.outbox.where('[userId+itemKey]').between([current.userId, ''], [current.userId, '\uffff']).delete()
    }
    return true
  })
  if (ended) {
    forgetRemembered(db)
    await purgeApiCaches()
  }
  return ended
}

/** Spec: logout removes the saved authentication (and, after the warning, the unsent usage records). */
export function logout(db: AppDb, opts: { discardOutbox?: boolean } = {}): Promise<Result<boolean>> {
  return guard(() => endSession(db, { discardOutbox: opts.discardOutbox ?? true }))
}

/** Keeps the stored user info in step after a profile rename. */
export function updateStoredUser(db: AppDb, user: UserInfo): Promise<Result<void>> {
  return guard(() =>
    db.transaction('rw', db.session, async () => {
      const row = await db.session.get('current')
      if (row?.userId === user.id) await db.session.put({ ...row, name: user.name, phone: user.phone })
    }),
  )
}

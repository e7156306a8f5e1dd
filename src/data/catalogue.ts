import { failure } from '../api/failures'
import { fail, ok, type Result } from '../api/result'
import { ContentDetailsSchema, HomeSchema, PopupSchema, type ContentDetails, type HomeData, type Popup } from '../api/schemas/catalogue'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { markFetched } from './meta'
import { parseStored } from './parse'
import { guard, quietly } from './storage'
import { readSessionRow } from './session-store'
import { viewerFavorite } from './favorites'

/** What a reader gives a screen: the stored data and when it was fetched; null when nothing is stored. */
export interface Stored<T> {
  data: T
  fetchedAt: number
}

export function readHome(db: AppDb): Promise<Stored<HomeData> | null> {
  return quietly(async () => {
    const row = await db.home.get('home')
    const data = row ? parseStored(HomeSchema, row.data) : null
    return row && data ? { data, fetchedAt: row.fetchedAt } : null
  }, null)
}

export async function refreshHome(deps: DataDeps): Promise<Result<HomeData>> {
  const answer = await deps.api.getHome()
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.home, deps.db.meta, async () => {
      await deps.db.home.put({ key: 'home', data: answer.value, fetchedAt: at })
      await markFetched(deps.db, 'home', 'catalogue', at)
    }),
  )
  return saved.ok ? answer : saved
}

/** The popup; `data: null` means the server has none to show (it answers 404). */
export function readPopup(db: AppDb): Promise<Stored<Popup | null> | null> {
  return quietly(async () => {
    const row = await db.popup.get('popup')
    if (!row) return null
    if (row.data === null) return { data: null, fetchedAt: row.fetchedAt }
    const data = parseStored(PopupSchema, row.data)
    return data ? { data, fetchedAt: row.fetchedAt } : null
  }, null)
}

export async function refreshPopup(deps: DataDeps): Promise<Result<Popup | null>> {
  const answer = await deps.api.getPopup()
  const none = !answer.ok && answer.failure.type === 'NotFoundFailure'
  if (!answer.ok && !none) return answer
  const data = answer.ok ? answer.value : null
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.popup, deps.db.meta, async () => {
      await deps.db.popup.put({ key: 'popup', data, fetchedAt: at })
      await markFetched(deps.db, 'popup', 'catalogue', at)
    }),
  )
  return saved.ok ? ok(data) : saved
}

/** Content details with `isFavorite` for the logged-in viewer (see viewerFavorite; false when logged out). */
export function readContent(db: AppDb, id: number): Promise<Stored<ContentDetails> | null> {
  return quietly(async () => {
    const row = await db.content.get(id)
    const data = row ? parseStored(ContentDetailsSchema, row.data) : null
    if (!row || !data) return null
    const session = await readSessionRow(db)
    const isFavorite = session ? (await viewerFavorite(db, session.userId, id)).isFavorite : false
    return { data: { ...data, isFavorite }, fetchedAt: row.fetchedAt }
  }, null)
}

export async function refreshContent(deps: DataDeps, id: number): Promise<Result<ContentDetails>> {
  if (!Number.isInteger(id) || id < 1) return fail(failure('NotFoundFailure'))
  const { db } = deps
  const before = await quietly(() => readSessionRow(db), null)
  const answer = await deps.api.getContent(id)
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    db.transaction('rw', [db.content, db.meta, db.session], async () => {
      // The flag is the viewer's: it is shown only to the login that asked. It is not taken as the
      // server's known state for coalescing, because the worker may answer this call from its
      // catalogue cache, which can be old.
      const now = await readSessionRow(db)
      const viewer = before && now && before.sid === now.sid ? now.userId : null
      await db.content.put({ id, data: answer.value, fetchedAt: at, viewer })
      await markFetched(db, `content:${id}`, 'catalogue', at)
    }),
  )
  return saved.ok ? answer : saved
}

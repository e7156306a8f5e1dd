import { ok, type Result } from '../api/result'
import { HomeSchema, PopupSchema, type HomeData, type Popup } from '../api/schemas/catalogue'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import { markFetched } from './meta'
import { parseStored } from './parse'
import { guard, quietly } from './storage'

/**
 * The server words home and the popup in the language asked for (section names, a promotion's
 * title), so each language's answer is stored apart: offline shows the viewer's language wherever
 * it was fetched in it, and a switch never shows the other language's copy as its own.
 */
export const homeKey = (locale: string) => `home:${locale}`
export const popupKey = (locale: string) => `popup:${locale}`

/** What a reader gives a screen: the stored data and when it was fetched; null when nothing is stored. */
export interface Stored<T> {
  data: T
  fetchedAt: number
}

export function readHome(db: AppDb, locale: string): Promise<Stored<HomeData> | null> {
  return quietly(async () => {
    const row = await db.home.get(homeKey(locale))
    const data = row ? parseStored(HomeSchema, row.data) : null
    return row && data ? { data, fetchedAt: row.fetchedAt } : null
  }, null)
}

export async function refreshHome(deps: DataDeps, locale: string): Promise<Result<HomeData>> {
  const answer = await deps.api.getHome(locale)
  if (!answer.ok) return answer
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.home, deps.db.meta, async () => {
      await deps.db.home.put({ key: homeKey(locale), data: answer.value, fetchedAt: at })
      await markFetched(deps.db, homeKey(locale), 'catalogue', at)
    }),
  )
  return saved.ok ? answer : saved
}

/** The popup; `data: null` means the server has none to show (it answers 404). */
export function readPopup(db: AppDb, locale: string): Promise<Stored<Popup | null> | null> {
  return quietly(async () => {
    const row = await db.popup.get(popupKey(locale))
    if (!row) return null
    if (row.data === null) return { data: null, fetchedAt: row.fetchedAt }
    const data = parseStored(PopupSchema, row.data)
    return data ? { data, fetchedAt: row.fetchedAt } : null
  }, null)
}

export async function refreshPopup(deps: DataDeps, locale: string): Promise<Result<Popup | null>> {
  const answer = await deps.api.getPopup(locale)
  const none = !answer.ok && answer.failure.type === 'NotFoundFailure'
  if (!answer.ok && !none) return answer
  const data = answer.ok ? answer.value : null
  const at = deps.now()
  const saved = await guard(() =>
    deps.db.transaction('rw', deps.db.popup, deps.db.meta, async () => {
      await deps.db.popup.put({ key: popupKey(locale), data, fetchedAt: at })
      await markFetched(deps.db, popupKey(locale), 'catalogue', at)
    }),
  )
  return saved.ok ? ok(data) : saved
}

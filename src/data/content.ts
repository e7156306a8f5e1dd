import { failure } from '../api/failures'
import { fail, type Result } from '../api/result'
import { ContentDetailsSchema, type ContentDetails } from '../api/schemas/catalogue'
import type { AppDb } from './db'
import type { DataDeps } from './deps'
import type { Stored } from './catalogue'
import { markFetched } from './meta'
import { parseStored } from './parse'
import { guard, quietly } from './storage'
import { readSessionRow } from './session-store'
import { viewerFavorite } from './favorites'

// Apart from catalogue.ts (home and popup), so that home's first download leaves the details
// screen's readers, and the favorite flags they merge in, for later.

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

import { ContentDetailsSchema } from '../api/schemas/catalogue'
import type { AppDb } from './db'
import { parseStored } from './parse'
import { quietly } from './storage'

/** Any episode id from the stored titles (newest first), for a sample stream; null when none is stored. */
export function readSampleChildId(db: AppDb): Promise<number | null> {
  return quietly(async () => {
    const rows = await db.content.toArray()
    rows.sort((a, b) => b.fetchedAt - a.fetchedAt)
    for (const row of rows) {
      const first = parseStored(ContentDetailsSchema, row.data)?.children[0]
      if (first) return first.id
    }
    return null
  }, null)
}

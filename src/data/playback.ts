import { ContentDetailsSchema, type ContentChild, type ContentDetails } from '../api/schemas/catalogue'
import { HistoryItemSchema } from '../api/schemas/account'
import type { AppDb } from './db'
import { parseStored, parseStoredList } from './parse'
import { quietly } from './storage'
import { readSessionRow } from './session-store'
import { ME } from './sync/local'
import { parseOutboxRow, posKey, type ChildInfo } from './sync/ops'

/** The newest position known on this device (milliseconds). */
export interface ResumePoint {
  position: number
  duration: number
  at: number
  /** Still waiting in the outbox. */
  unsent: boolean
  info: ChildInfo | null
}

/** Continue watching or the outbox, whichever is newer: a queued position without a card is not in the list. */
export function readResumePoint(db: AppDb, childId: number): Promise<ResumePoint | null> {
  return quietly(async () => {
    const session = await readSessionRow(db)
    if (!session) return null
    let best: ResumePoint | null = null
    const cards: Array<ChildInfo | null> = []
    const consider = (p: ResumePoint) => {
      cards.push(p.info)
      if (!best || p.at > best.at) best = p
    }
    for (const row of await db.historyPages.where('list').equals(ME).toArray()) {
      for (const item of parseStoredList(HistoryItemSchema, row.items)) {
        if (item.childId !== childId) continue
        const at = Date.parse(item.updatedAt)
        consider({
          position: item.position,
          duration: item.duration,
          at: Number.isFinite(at) ? at : 0,
          unsent: false,
          info: item.contentChildInfo,
        })
      }
    }
    const queued = await db.outbox
      .where('[userId+itemKey]')
      .equals([session.userId, posKey(childId)])
      .toArray()
    for (const parsed of queued.map(parseOutboxRow)) {
      if (parsed?.op.kind !== 'position' || parsed.status !== 'queued') continue
      consider({
        position: parsed.op.position,
        duration: parsed.op.duration,
        at: parsed.updatedAt,
        unsent: true,
        info: parsed.op.info ?? null,
      })
    }
    const found = best as ResumePoint | null
    // A newer position without a card still knows the card from an older record.
    if (found && !found.info) found.info = cards.find((c) => c !== null) ?? null
    return found
  }, null)
}

export interface EpisodeContext {
  content: ContentDetails
  child: ContentChild
  next: ContentChild | null
  previous: ContentChild | null
}

/** The newest stored title listing the episode; null for none (a player opened from a link). */
export function readEpisodeContext(db: AppDb, childId: number): Promise<EpisodeContext | null> {
  return quietly(async () => {
    let found: { ctx: EpisodeContext; fetchedAt: number } | null = null
    await db.content.each((row) => {
      if (found && found.fetchedAt >= row.fetchedAt) return
      const content = parseStored(ContentDetailsSchema, row.data)
      const index = content ? content.children.findIndex((c) => c.id === childId) : -1
      const child = content?.children[index]
      if (!content || !child) return
      found = {
        ctx: { content, child, next: content.children[index + 1] ?? null, previous: content.children[index - 1] ?? null },
        fetchedAt: row.fetchedAt,
      }
    })
    return (found as { ctx: EpisodeContext } | null)?.ctx ?? null
  }, null)
}

import { ContentDetailsSchema, type ContentChild, type ContentDetails } from '../api/schemas/catalogue'
import { HistoryItemSchema } from '../api/schemas/account'
import type { AppDb } from './db'
import { parseStored, parseStoredList } from './parse'
import { quietly } from './storage'
import { readSessionRow } from './session-store'
import { ME } from './sync/local'
import { parseOutboxRow, posKey, type ChildInfo } from './sync/ops'

/** What the player needs to resume an episode: the newest position known on this device. */
export interface ResumePoint {
  /** Milliseconds. */
  position: number
  duration: number
  /** When it was recorded (epoch ms). */
  at: number
  /** Still waiting in the outbox. */
  unsent: boolean
  /** The episode's card (title, poster, its title's id), when known. */
  info: ChildInfo | null
}

/**
 * The position to resume `childId` at, for the logged-in viewer: the continue-watching pages (the
 * server's answer with unsent positions re-applied) and the outbox's queued position, whichever is
 * newer. The outbox is read too because a queued position is only shown in the list when its
 * episode's card is known, yet it is still where the viewer stopped.
 */
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

/** An episode in the stored details of its title: the card data for history and the next episode. */
export interface EpisodeContext {
  content: ContentDetails
  child: ContentChild
  /** The following child of the same title, in the server's order; null for the last one. */
  next: ContentChild | null
  /** The child before it; null for the first one. */
  previous: ContentChild | null
}

/**
 * Finds the title that holds episode `childId` among the stored content details (the newest fetch
 * wins when several hold it). Null when no stored title lists it, e.g. a player opened from a link.
 */
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

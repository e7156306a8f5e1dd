import type * as v from 'valibot'
import type { ContentItem } from '../../api/schemas/common'
import type { HistoryItem } from '../../api/schemas/account'
import { ContentItemSchema } from '../../api/schemas/common'
import { HistoryItemSchema } from '../../api/schemas/account'
import type { AppDb } from '../db'
import { parseStoredList } from '../parse'
import { parseOutboxRow, userRange, type FavoriteOp, type PositionOp } from './ops'

// An unsent operation's local half: applied on enqueue and over every fresh server page (rebase).

export const ME = 'me'

async function pages<T>(db: AppDb, table: 'favoritePages' | 'historyPages', schema: v.GenericSchema<unknown, T>) {
  const rows = await db[table].where('list').equals(ME).sortBy('page')
  return rows.map((r) => ({ row: r, items: parseStoredList(schema, r.items) }))
}

export async function applyFavoriteLocally(db: AppDb, op: FavoriteOp, at: number): Promise<void> {
  const stored = await pages<ContentItem>(db, 'favoritePages', ContentItemSchema)
  for (const { row, items } of stored) {
    const kept = items.filter((i) => i.id !== op.contentId)
    if (op.wanted && op.item && row.page === 1) kept.unshift(op.item)
    if (kept.length !== items.length || (op.wanted && row.page === 1)) await db.favoritePages.put({ ...row, items: kept })
  }
  if (stored.length === 0 && op.wanted && op.item) {
    await db.favoritePages.put({ list: ME, page: 1, items: [op.item], fetchedAt: at })
  }
}

export function localHistoryItem(op: PositionOp, existing: HistoryItem | undefined, at: number): HistoryItem | null {
  const info = op.info ?? existing?.contentChildInfo
  if (!info) return null
  return {
    id: existing?.id ?? -op.childId,
    childId: op.childId,
    duration: op.duration,
    position: op.position,
    updatedAt: new Date(at).toISOString(),
    contentChildInfo: info,
  }
}

/** Continue watching is newest first: the episode just watched moves to the front of page 1. */
export async function applyPositionLocally(db: AppDb, op: PositionOp, at: number): Promise<void> {
  const stored = await pages<HistoryItem>(db, 'historyPages', HistoryItemSchema)
  let existing: HistoryItem | undefined
  for (const { items } of stored) existing ??= items.find((i) => i.childId === op.childId)
  const item = localHistoryItem(op, existing, at)
  for (const { row, items } of stored) {
    const kept = items.filter((i) => i.childId !== op.childId)
    if (row.page === 1 && item) kept.unshift(item)
    await db.historyPages.put({ ...row, items: kept })
  }
  if (stored.length === 0 && item) await db.historyPages.put({ list: ME, page: 1, items: [item], fetchedAt: at })
}

async function pendingOps(db: AppDb, userId: number) {
  const rows = await db.outbox
    .where('[userId+itemKey]')
    .between(...userRange(userId))
    .toArray()
  return rows
    .map(parseOutboxRow)
    .filter((r) => r !== null)
    .sort((a, b) => a.seq - b.seq)
}

export async function rebaseFavorites(db: AppDb, userId: number | null, page: number, items: ContentItem[]): Promise<ContentItem[]> {
  if (userId === null) return items
  let out = items
  for (const { op } of await pendingOps(db, userId)) {
    if (op.kind !== 'favorite') continue
    out = out.filter((i) => i.id !== op.contentId)
    if (op.wanted && op.item && page === 1) out = [op.item, ...out]
  }
  return out
}

export async function rebaseHistory(db: AppDb, userId: number | null, page: number, items: HistoryItem[]): Promise<HistoryItem[]> {
  if (userId === null) return items
  let out = items
  for (const { op, updatedAt } of await pendingOps(db, userId)) {
    if (op.kind !== 'position') continue
    const existing = out.find((i) => i.childId === op.childId)
    out = out.filter((i) => i.childId !== op.childId)
    const local = page === 1 ? localHistoryItem(op, existing, updatedAt) : null
    if (local) out = [local, ...out]
  }
  return out
}

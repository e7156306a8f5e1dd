import type { DownloadsDb } from './db'
import type { SegmentRow } from './types'

/** The files of an episode, in playback order. */
export function segmentsOf(db: DownloadsDb, episodeId: number): Promise<SegmentRow[]> {
  return db.segments.where('episodeId').equals(episodeId).sortBy('index')
}

/** False when the download is gone: the caller then deletes the file, so no bytes outlive their row. */
export async function markStored(
  db: DownloadsDb,
  episodeId: number,
  index: number,
  bytes: number,
  now: number,
  rateBps: number | null = null,
): Promise<boolean> {
  return db.transaction('rw', db.downloads, db.segments, async () => {
    const [row, seg] = await Promise.all([db.downloads.get(episodeId), db.segments.get([episodeId, index])])
    if (!row || !seg) return false
    if (seg.done) return true
    await db.segments.put({ ...seg, bytes, done: true })
    const bytesDone = row.bytesDone + bytes
    await db.downloads.put({
      ...row,
      bytesDone,
      segmentsDone: row.segmentsDone + 1,
      // The estimate from the bandwidth stands until every size is known; never below what is here.
      bytesTotal: Math.max(row.bytesTotal, bytesDone),
      rateBps: rateBps ?? row.rateBps ?? null,
      // A file the worker stores out of the browser's batch was counted as received until now.
      ...(row.receiving ? { receiving: Math.max(0, row.receiving - bytes) } : {}),
      updatedAt: now,
    })
    return true
  })
}

/** Brings a row in step with files another context stored, completing it when all are; answers whether it is. */
export async function settleDownload(db: DownloadsDb, episodeId: number, now: number): Promise<boolean> {
  return db.transaction('rw', db.downloads, db.segments, async () => {
    const row = await db.downloads.get(episodeId)
    const segs = await db.segments.where('episodeId').equals(episodeId).toArray()
    if (!row || segs.length === 0) return false
    const done = segs.filter((s) => s.done)
    const bytesDone = done.reduce((sum, s) => sum + s.bytes, 0)
    const complete = done.length === segs.length
    const pending = row.state === 'queued' || row.state === 'downloading' || row.state === 'waiting'
    await db.downloads.put({
      ...row,
      bytesDone,
      segmentsDone: done.length,
      segmentsTotal: segs.length,
      bytesTotal: complete ? bytesDone : Math.max(row.bytesTotal, bytesDone),
      ...(complete && pending
        ? { state: 'completed' as const, completedAt: now, waitReason: null, problem: null, sourceUrl: null, rateBps: null }
        : {}),
      receiving: null,
      updatedAt: now,
    })
    return complete
  })
}

/** Background Fetch's received bytes, shown on the row until the worker stores them. */
export async function noteReceiving(db: DownloadsDb, episodeId: number, bytes: number | null, now: number): Promise<void> {
  await db.transaction('rw', db.downloads, async () => {
    const row = await db.downloads.get(episodeId)
    if (!row || (row.receiving ?? null) === bytes) return
    if (bytes !== null && row.state !== 'downloading' && row.state !== 'queued') return
    await db.downloads.put({ ...row, receiving: bytes, updatedAt: now })
  })
}

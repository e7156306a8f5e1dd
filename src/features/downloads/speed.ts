import type { DownloadRow } from '../../data/downloads/types'

/** How far back the speed is measured: long enough to smooth bursts, short enough to follow the link. */
const WINDOW_MS = 30_000

type Sample = { t: number; bytes: number }

/** Byte-count readings of running downloads, outside React so coming back to /downloads still knows the speed. */
const readings = new Map<number, Sample[]>()

/** Seconds left at the engine's rate, else this screen's over the last half minute; null until a rate is measured. */
export function secondsLeft(
  row: Pick<DownloadRow, 'episodeId' | 'state' | 'bytesDone' | 'bytesTotal' | 'rateBps'>,
  now: number,
): number | null {
  if (row.state !== 'downloading') {
    readings.delete(row.episodeId)
    return null
  }
  const remainingBytes = Math.max(0, row.bytesTotal - row.bytesDone)
  if (row.rateBps && row.rateBps > 0) return remainingBytes / row.rateBps
  let list = readings.get(row.episodeId)
  if (!list) readings.set(row.episodeId, (list = []))
  const last = list[list.length - 1]
  if (!last || last.bytes !== row.bytesDone) list.push({ t: now, bytes: row.bytesDone })
  const newest = list[list.length - 1]!
  while (list.length > 2 && newest.t - list[0]!.t > WINDOW_MS) list.shift()
  const first = list[0]!
  const seconds = (newest.t - first.t) / 1000
  const bytes = newest.bytes - first.bytes
  if (seconds <= 0 || bytes <= 0) return null
  return remainingBytes / (bytes / seconds)
}

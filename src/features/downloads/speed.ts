import type { DownloadRow } from '../../data/downloads/types'

/** How far back the speed is measured: long enough to smooth bursts, short enough to follow the link. */
const WINDOW_MS = 30_000

type Sample = { t: number; bytes: number }

/**
 * Readings of each running download's byte count as the screens saw it change. Kept outside React:
 * the readings outlive a screen, so coming back to /downloads still knows the speed.
 */
const readings = new Map<number, Sample[]>()

/**
 * Seconds left at the engine's measured rate, else at the speed this screen saw over the last half
 * minute (files the browser's Background Fetch brings carry no rate); null until a rate is known, so
 * nothing is guessed before a byte was measured.
 */
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

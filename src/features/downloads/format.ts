import type { I18n } from '@lingui/core'
import type { DownloadRow } from '../../data/downloads/types'
import { myanmarMinuteOfDay } from '../../data/downloads/policy'
import { formatCount, formatNumber } from '../../i18n/numbers'

export { formatCount, formatNumber }

/** Operators bill in megabytes of 10^6 bytes, so sizes are shown in those. */
export const MB = 1_000_000
const HOUR_MS = 3_600_000
/** The licence of a played download ends at most this long after its first play. */
export const PLAYED_LICENCE_MS = 48 * HOUR_MS

/** A size in MB in the viewer's digits; below 10 MB one decimal, so a small file never reads "0 MB". */
export function formatMb(i18n: I18n, bytes: number): string {
  const mb = Math.max(0, bytes) / MB
  return formatNumber(i18n, mb, { maximumFractionDigits: mb < 10 ? 1 : 0 })
}

/** Stored bytes plus what Background Fetch received and not yet stored, never past the total while under way. */
export function withReceived<R extends Pick<DownloadRow, 'bytesDone' | 'bytesTotal' | 'state' | 'receiving'>>(row: R): R {
  if (!row.receiving || row.state === 'completed') return row
  return { ...row, bytesDone: Math.min(Math.max(row.bytesTotal, row.bytesDone), row.bytesDone + row.receiving) }
}

/** Whole percent done, 0 to 100; 99 until every byte is in (a rounded 100 would claim completion). */
export function percentDone(row: Pick<DownloadRow, 'bytesDone' | 'bytesTotal' | 'state'>): number {
  if (row.state === 'completed') return 100
  if (row.bytesTotal <= 0) return 0
  return Math.min(99, Math.floor((row.bytesDone / row.bytesTotal) * 100))
}

/** When the download stops playing: the licence's end, or 48 hours after the first play if sooner. */
export function playableUntil(row: Pick<DownloadRow, 'licenseExpiresAt' | 'firstPlayedAt'>): number | null {
  const afterPlay = row.firstPlayedAt === null ? null : row.firstPlayedAt + PLAYED_LICENCE_MS
  if (row.licenseExpiresAt === null) return afterPlay
  return afterPlay === null ? row.licenseExpiresAt : Math.min(afterPlay, row.licenseExpiresAt)
}

export type Remaining = { unit: 'days' | 'hours' | 'minutes'; value: number }

/** Time left, rounded down: whole days from two days, else hours, else minutes (at least 1 while any is left). */
export function remaining(until: number, now: number): Remaining | null {
  const left = until - now
  if (left <= 0) return null
  if (left >= 2 * 24 * HOUR_MS) return { unit: 'days', value: Math.floor(left / (24 * HOUR_MS)) }
  if (left >= HOUR_MS) return { unit: 'hours', value: Math.floor(left / HOUR_MS) }
  return { unit: 'minutes', value: Math.max(1, Math.floor(left / 60_000)) }
}

/** Minutes after midnight (1380) as a clock time (23:00), in the viewer's digits. */
export function clockOfMinutes(i18n: I18n, minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${formatNumber(i18n, h, { minimumIntegerDigits: 2 })}:${formatNumber(i18n, m, { minimumIntegerDigits: 2 })}`
}

/** A moment as the clock time in Myanmar (UTC+06:30 all year), in the viewer's digits. */
export function myanmarClock(i18n: I18n, ms: number): string {
  return clockOfMinutes(i18n, myanmarMinuteOfDay(ms))
}

/** The Myanmar calendar day of a moment, so "tonight" and "tomorrow" are told apart honestly. */
export function myanmarDay(ms: number): string {
  return new Date(ms + 390 * 60_000).toISOString().slice(0, 10)
}

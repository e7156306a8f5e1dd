import type { Rendition } from './data-use'
import { SAVER_MAX_HEIGHT } from '../../lib/data-saver'

/** Operators bill in megabytes of 10^6 bytes. */
export const BYTES_PER_MB = 1_000_000

/** The rendition playback settles on: the richest (at or below 360p with the saver, else the lowest); null for none. */
export function settledRendition(ladder: readonly Rendition[], saver: boolean): Rendition | null {
  if (ladder.length === 0) return null
  const allowed = saver ? ladder.filter((r) => r.height > 0 && r.height <= SAVER_MAX_HEIGHT) : ladder
  return allowed.length > 0
    ? allowed.reduce((a, b) => (b.bandwidth > a.bandwidth ? b : a))
    : ladder.reduce((a, b) => (b.bandwidth < a.bandwidth ? b : a))
}

/** Bytes one rendition takes over `durationS`: its mean bitrate where the playlist gives it (what is fetched), else its peak. */
export function renditionBytes(r: Rendition, durationS: number): number {
  return Math.ceil(((r.averageBandwidth ?? r.bandwidth) * Math.max(0, durationS)) / 8)
}

/** What watching or downloading `durationS` seconds costs at the quality that would be used; null when unknown. */
export function episodeBytes(ladder: readonly Rendition[], saver: boolean, durationS: number): number | null {
  const r = settledRendition(ladder, saver)
  return r && Number.isFinite(durationS) && durationS > 0 ? renditionBytes(r, durationS) : null
}

/** Megabytes as a viewer says them: one decimal under 10, whole under 100, else tens; never 0 for a real cost. */
export function roundedMb(bytes: number): number {
  const mb = Math.max(0, bytes) / BYTES_PER_MB
  if (mb === 0) return 0
  if (mb < 10) return Math.max(0.1, Math.round(mb * 10) / 10)
  if (mb < 100) return Math.round(mb)
  return Math.round(mb / 10) * 10
}

/** Kyat for `bytes` at `kyatPerMb`, rounded like the megabytes. */
export function roundedKyat(bytes: number, kyatPerMb: number): number {
  const ks = (Math.max(0, bytes) / BYTES_PER_MB) * Math.max(0, kyatPerMb)
  if (ks === 0) return 0
  if (ks < 100) return Math.max(1, Math.round(ks))
  return Math.round(ks / 10) * 10
}

/** Kyat per MB the bytes are billed at: the night pack's for bytes that wait for the night (the day's when no night price is entered); null without a price. */
export function kyatPerMbFor(prices: { day: number | null; night: number | null }, atNight: boolean): number | null {
  return atNight ? (prices.night ?? prices.day) : prices.day
}

import type { DownloadSettings, WaitReason } from './types'

// The data plan as pure rules (page, worker and tests decide alike), in Myanmar minutes (UTC+06:30)
// whatever the device's zone: night packs are sold in Myanmar time.
export const MYANMAR_OFFSET_MIN = 390

/** A megabyte as the viewer's pack and the size labels count it (the data saver counts the same). */
export const BYTES_PER_MB = 1_000_000

const MINUTE_MS = 60_000
const DAY_MIN = 1440

/** Connection types that cost nothing per megabyte. Anything else may be a metered plan. */
const UNMETERED = new Set(['wifi', 'ethernet'])

const mod = (a: number, n: number) => ((a % n) + n) % n

const minuteStart = (nowMs: number) => Math.floor(nowMs / MINUTE_MS) * MINUTE_MS

export const myanmarMinuteOfDay = (nowMs: number) => mod(Math.floor(nowMs / MINUTE_MS) + MYANMAR_OFFSET_MIN, DAY_MIN)

/** `[start, end)` in Myanmar time, crossing midnight when start > end; start = end is round the clock. */
export function inNightWindow(nowMs: number, settings: Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>): boolean {
  const { nightStartMin: s, nightEndMin: e } = settings
  if (s === e) return true
  const m = myanmarMinuteOfDay(nowMs)
  return s < e ? m >= s && m < e : m >= s || m < e
}

/** The first instant at or after `nowMs` inside the night window. */
export function nextNightStart(nowMs: number, settings: Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>): number {
  if (inNightWindow(nowMs, settings)) return nowMs
  return minuteStart(nowMs) + mod(settings.nightStartMin - myanmarMinuteOfDay(nowMs), DAY_MIN) * MINUTE_MS
}

/** The latest night-window start under the night rule (as a night pack is bought), else Myanmar midnight. */
export function budgetWindowStart(nowMs: number, settings: Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>): number {
  const anchor = settings.nightOnly ? settings.nightStartMin : 0
  return minuteStart(nowMs) - mod(myanmarMinuteOfDay(nowMs) - anchor, DAY_MIN) * MINUTE_MS
}

/** When the budget counts from zero again: the next budget window's start. */
export const budgetResetAt = (nowMs: number, settings: Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>) =>
  budgetWindowStart(nowMs, settings) + DAY_MIN * MINUTE_MS

const pad = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DDTHH:MM` in Myanmar time: the minute keeps a night and a day of one date from sharing a count. */
export function budgetWindowKey(nowMs: number, settings: Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>): string {
  const local = new Date(budgetWindowStart(nowMs, settings) + MYANMAR_OFFSET_MIN * MINUTE_MS)
  return `${String(local.getUTCFullYear()).padStart(4, '0')}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`
}

/** Whether the Wi-Fi rule can apply at all: only where the browser tells the connection type. */
export const wifiRuleApplies = (connectionType: string | undefined) => connectionType !== undefined

/** Bytes left in the budget window, or null without a budget (never below zero). */
export function budgetLeftBytes(settings: Pick<DownloadSettings, 'budgetMb'>, budgetUsedBytes: number): number | null {
  if (settings.budgetMb === null) return null
  return Math.max(0, settings.budgetMb * BYTES_PER_MB - budgetUsedBytes)
}

export interface PolicyInput {
  nowMs: number
  online: boolean
  connectionType: string | undefined
  budgetUsedBytes: number
}

export type PolicyVerdict = { ok: true } | { ok: false; reason: WaitReason; until: number | null }

/**
 * Why the next file waits, and until when (null: only an event ends it). Network first: a night wait
 * means nothing without a link. An unknown link type waits under the Wi-Fi rule: it may be metered.
 */
export function mayDownload(settings: DownloadSettings, input: PolicyInput): PolicyVerdict {
  const { nowMs, online, connectionType, budgetUsedBytes } = input
  if (!online || connectionType === 'none') return { ok: false, reason: 'network', until: null }
  if (settings.wifiOnly && wifiRuleApplies(connectionType) && !UNMETERED.has(connectionType as string)) {
    return { ok: false, reason: 'wifi', until: null }
  }
  if (settings.nightOnly && !inNightWindow(nowMs, settings)) {
    return { ok: false, reason: 'night', until: nextNightStart(nowMs, settings) }
  }
  if (budgetLeftBytes(settings, budgetUsedBytes) === 0) {
    return { ok: false, reason: 'budget', until: budgetResetAt(nowMs, settings) }
  }
  return { ok: true }
}

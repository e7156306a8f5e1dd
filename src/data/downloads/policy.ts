import type { DownloadSettings, WaitReason } from './types'

/**
 * The viewer's data plan, as pure rules of the clock and the connection: no I/O, so the page, the
 * worker and the tests all decide alike.
 *
 * Night packs are sold in Myanmar time (UTC+06:30, no daylight saving), whatever the device's own
 * time zone says: a phone set to another zone still buys its data from MPT or ATOM. Every clock rule
 * here therefore works on Myanmar minutes, never on the device's local time.
 */
export const MYANMAR_OFFSET_MIN = 390

/** A megabyte as the viewer's pack and the size labels count it (the data saver counts the same). */
export const BYTES_PER_MB = 1_000_000

const MINUTE_MS = 60_000
const DAY_MIN = 1440

/** Connection types that cost nothing per megabyte. Anything else may be a metered plan. */
const UNMETERED = new Set(['wifi', 'ethernet'])

const mod = (a: number, n: number) => ((a % n) + n) % n

/** Start (epoch ms) of the UTC minute holding `nowMs`; Myanmar minutes start at the same instants. */
const minuteStart = (nowMs: number) => Math.floor(nowMs / MINUTE_MS) * MINUTE_MS

/** Minutes after Myanmar midnight at `nowMs` (0–1439). */
export const myanmarMinuteOfDay = (nowMs: number) => mod(Math.floor(nowMs / MINUTE_MS) + MYANMAR_OFFSET_MIN, DAY_MIN)

/**
 * Whether `nowMs` is inside the night window `[nightStartMin, nightEndMin)` in Myanmar time.
 * - start > end: the window crosses midnight (23:00–07:00 is 23:00 to 06:59:59.999).
 * - start < end: a window within one day (01:00–05:00).
 * - start = end: the window is the whole day. A window of no length would make every download
 *   wait forever, which no viewer means by it; "from 23:00 to 23:00" reads as round the clock.
 */
export function inNightWindow(nowMs: number, settings: Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>): boolean {
  const { nightStartMin: s, nightEndMin: e } = settings
  if (s === e) return true
  const m = myanmarMinuteOfDay(nowMs)
  return s < e ? m >= s && m < e : m >= s || m < e
}

/**
 * The first instant at or after `nowMs` inside the night window: `nowMs` itself when the window is
 * open, else the next Myanmar `nightStartMin` o'clock (the window's closed part is one arc of the day
 * ending at the start minute, so no earlier in-window instant exists).
 */
export function nextNightStart(nowMs: number, settings: Pick<DownloadSettings, 'nightStartMin' | 'nightEndMin'>): number {
  if (inNightWindow(nowMs, settings)) return nowMs
  return minuteStart(nowMs) + mod(settings.nightStartMin - myanmarMinuteOfDay(nowMs), DAY_MIN) * MINUTE_MS
}

/**
 * Start (epoch ms) of the budget window holding `nowMs`: the latest night-window start at or before
 * it under the night rule (so "tonight" runs from one window's start to the next, the way a night
 * pack is bought), else the latest Myanmar midnight.
 */
export function budgetWindowStart(nowMs: number, settings: Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>): number {
  const anchor = settings.nightOnly ? settings.nightStartMin : 0
  return minuteStart(nowMs) - mod(myanmarMinuteOfDay(nowMs) - anchor, DAY_MIN) * MINUTE_MS
}

/** When the budget counts from zero again: the next budget window's start. */
export const budgetResetAt = (nowMs: number, settings: Pick<DownloadSettings, 'nightOnly' | 'nightStartMin'>) =>
  budgetWindowStart(nowMs, settings) + DAY_MIN * MINUTE_MS

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The budget window's name: its start in Myanmar time, `YYYY-MM-DDTHH:MM`. The start minute is part
 * of the name so a night window and a Myanmar day that begin on the same date never share a count
 * (turning the night rule on at 23:00 must not charge the day's bytes to tonight's pack).
 */
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
  /** `navigator.connection.type` where the browser has it, else undefined. */
  connectionType: string | undefined
  /** Bytes received in the current budget window (see budget.ts). */
  budgetUsedBytes: number
}

export type PolicyVerdict = { ok: true } | { ok: false; reason: WaitReason; until: number | null }

/**
 * Whether the next file may be fetched now, or why it waits and until when (epoch ms; null when only
 * an event, not the clock, can end the wait). The reasons are checked in this order, and the first
 * that holds is the one the viewer sees:
 * 1. `network`: offline (or a connection of type 'none'); nothing else can be judged without one.
 * 2. `wifi`: the Wi-Fi rule is on, the browser tells the type, and it is not Wi-Fi or Ethernet.
 *    'unknown', 'other' and 'mixed' wait too: the rule exists so a metered plan is never charged,
 *    and an unknown link may be one. Where the browser tells nothing the rule cannot apply.
 * 3. `night`: the night rule is on and the window is closed; until the window opens.
 * 4. `budget`: a budget is set and this window's bytes reached it; until the next window starts.
 * The clock rules come after the connection ones because waiting for the night is pointless to
 * announce while there is no link to use when it comes.
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

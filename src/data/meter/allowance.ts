import * as v from 'valibot'
import { meterDb, type MeterDb } from './db'
import { myanmarDay } from './day'
import { readDay } from './record'
import { quietly } from '../storage'

export const MB = 1_000_000
export const MAX_ALLOWANCE_MB = 100_000

const Threshold = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ALLOWANCE_MB)))
export const AllowanceSettingsSchema = v.object({ warnMb: Threshold, stopMb: Threshold })
export type AllowanceSettings = v.InferOutput<typeof AllowanceSettingsSchema>

/** Off by default: the viewer turns each one on. */
export const DEFAULT_ALLOWANCE: AllowanceSettings = { warnMb: null, stopMb: null }

const DayStateSchema = v.object({ day: v.string(), warned: v.boolean(), anyway: v.boolean() })
type DayState = v.InferOutput<typeof DayStateSchema>

const SETTINGS_KEY = 'allowance'
const DAY_KEY = 'allowance-day'

export interface AllowanceState {
  /** Bytes watching and browsing used today (downloads keep their own night budget). */
  usedToday: number
  warnBytes: number | null
  stopBytes: number | null
  /** The warning's threshold is reached and today's toast has not been shown yet. */
  warnDue: boolean
  /** The stop threshold is reached today. */
  reached: boolean
  /** The viewer chose to watch anyway today. */
  anyway: boolean
  /** Streaming is held: reached, and not overridden today. */
  stopped: boolean
}

export function readSettings(value: unknown): AllowanceSettings {
  const parsed = v.safeParse(AllowanceSettingsSchema, value)
  return parsed.success ? parsed.output : DEFAULT_ALLOWANCE
}

function readDayState(value: unknown, day: string): DayState {
  const parsed = v.safeParse(DayStateSchema, value)
  return parsed.success && parsed.output.day === day ? parsed.output : { day, warned: false, anyway: false }
}

/** Where the device cannot store (IndexedDB refused), nothing can be counted, so the allowance reads as off. */
const NOT_COUNTING: AllowanceState = {
  usedToday: 0,
  warnBytes: null,
  stopBytes: null,
  warnDue: false,
  reached: false,
  anyway: false,
  stopped: false,
}

export function allowanceSettings(db: MeterDb = meterDb()): Promise<AllowanceSettings> {
  return quietly(async () => readSettings((await db.kv.get(SETTINGS_KEY))?.value), DEFAULT_ALLOWANCE)
}

/** Where today stands against the viewer's daily allowance. */
export function allowanceState(now: number = Date.now(), db: MeterDb = meterDb()): Promise<AllowanceState> {
  const day = myanmarDay(now)
  return quietly(
    () =>
      db.transaction('r', db.kv, db.days, async () => {
        const settings = readSettings((await db.kv.get(SETTINGS_KEY))?.value)
        const state = readDayState((await db.kv.get(DAY_KEY))?.value, day)
        const row = readDay(day, await db.days.get(day))
        const usedToday = row.watching + row.browsing
        const warnBytes = settings.warnMb === null ? null : settings.warnMb * MB
        const stopBytes = settings.stopMb === null ? null : settings.stopMb * MB
        const reached = stopBytes !== null && usedToday >= stopBytes
        return {
          usedToday,
          warnBytes,
          stopBytes,
          warnDue: warnBytes !== null && usedToday >= warnBytes && !state.warned,
          reached,
          anyway: state.anyway,
          stopped: reached && !state.anyway,
        }
      }),
    NOT_COUNTING,
  )
}

/** Stores the viewer's thresholds; anything out of range is refused, never clamped. */
export async function saveAllowance(patch: Partial<AllowanceSettings>, db: MeterDb = meterDb()): Promise<boolean> {
  return db.transaction('rw', db.kv, async () => {
    const next = v.safeParse(AllowanceSettingsSchema, { ...readSettings((await db.kv.get(SETTINGS_KEY))?.value), ...patch })
    if (!next.success) return false
    await db.kv.put({ key: SETTINGS_KEY, value: next.output })
    return true
  })
}

async function patchDay(now: number, patch: Partial<Omit<DayState, 'day'>>, db: MeterDb): Promise<void> {
  const day = myanmarDay(now)
  await db.transaction('rw', db.kv, async () => {
    const state = readDayState((await db.kv.get(DAY_KEY))?.value, day)
    await db.kv.put({ key: DAY_KEY, value: { ...state, ...patch } })
  })
}

/** Today's warning was shown: once a day is enough. */
export const markWarned = (now: number = Date.now(), db: MeterDb = meterDb()) => patchDay(now, { warned: true }, db)

/** "Watch anyway today": lasts until Myanmar midnight. */
export const watchAnywayToday = (now: number = Date.now(), db: MeterDb = meterDb()) => patchDay(now, { anyway: true }, db)

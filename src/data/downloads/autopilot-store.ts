import * as v from 'valibot'
import { failure, FailureError } from '../../api/failures'
import type { Result } from '../../api/result'
import { guard } from '../storage'
import type { DownloadsDb } from './db'
import { QUALITIES } from './types'

// The night autopilot's settings and state in the key-value table: a damaged row reads as the defaults.

export const AUTOPILOT_SETTINGS_KEY = 'autopilot-settings'
export const AUTOPILOT_STATE_KEY = 'autopilot'

const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
const Bytes = v.pipe(v.number(), v.finite(), v.minValue(0))

export const AutopilotSettingsSchema = v.object({
  /** Whatever the viewer is watching qualifies. */
  everything: v.boolean(),
  series: v.array(Id),
  ahead: v.picklist([1, 2, 3]),
})
export type AutopilotSettings = v.InferOutput<typeof AutopilotSettingsSchema>

export const DEFAULT_AUTOPILOT: AutopilotSettings = { everything: false, series: [], ahead: 1 }

/** An episode waiting for tonight: not a download yet, so nothing can start it before the window. */
const PlannedSchema = v.object({
  episodeId: Id,
  userId: Id,
  titleId: Id,
  title: v.string(),
  episodeTitle: v.string(),
  poster: v.string(),
  quality: v.picklist(QUALITIES),
  bytes: Bytes,
  plannedAt: v.number(),
})
export type Planned = v.InferOutput<typeof PlannedSchema>

/** A download the autopilot queued; `held` when it paused it at the window's end (and resumes it). */
const OwnedSchema = v.object({ episodeId: Id, createdAt: v.number(), bytes: Bytes, held: v.boolean() })
export type Owned = v.InferOutput<typeof OwnedSchema>

const ArrivedSchema = v.object({
  items: v.array(v.object({ episodeId: Id, titleId: Id, title: v.string(), episodeTitle: v.string(), bytes: Bytes })),
  at: v.number(),
  /** The viewer dismissed the line on home. */
  seen: v.boolean(),
  notified: v.boolean(),
})
export type Arrived = v.InferOutput<typeof ArrivedSchema>

export const AutopilotStateSchema = v.object({
  plan: v.array(PlannedSchema),
  owned: v.array(OwnedSchema),
  arrived: v.nullable(ArrivedSchema),
})
export type AutopilotState = v.InferOutput<typeof AutopilotStateSchema>

export const EMPTY_STATE: AutopilotState = { plan: [], owned: [], arrived: null }

export async function readAutopilotSettings(db: DownloadsDb): Promise<AutopilotSettings> {
  try {
    const parsed = v.safeParse(AutopilotSettingsSchema, (await db.kv.get(AUTOPILOT_SETTINGS_KEY))?.value)
    return parsed.success ? parsed.output : DEFAULT_AUTOPILOT
  } catch {
    return DEFAULT_AUTOPILOT
  }
}

/** Changes the settings; a patch that would store an invalid value is refused whole. */
export function writeAutopilotSettings(db: DownloadsDb, patch: Partial<AutopilotSettings>): Promise<Result<AutopilotSettings>> {
  return guard(() =>
    db.transaction('rw', db.kv, async () => {
      const next = v.safeParse(AutopilotSettingsSchema, { ...(await readAutopilotSettings(db)), ...patch })
      if (!next.success) throw new FailureError(failure('BadRequestFailure', next.issues[0]?.message))
      await db.kv.put({ key: AUTOPILOT_SETTINGS_KEY, value: { ...next.output, series: [...new Set(next.output.series)] } })
      return next.output
    }),
  )
}

/** Whether episodes of `titleId` are fetched ahead. */
export const coversTitle = (settings: AutopilotSettings, titleId: number) => settings.everything || settings.series.includes(titleId)

export async function readAutopilotState(db: DownloadsDb): Promise<AutopilotState> {
  const parsed = v.safeParse(AutopilotStateSchema, (await db.kv.get(AUTOPILOT_STATE_KEY))?.value)
  return parsed.success ? parsed.output : EMPTY_STATE
}

/** One transaction: the page, another tab and the worker each run the autopilot. */
export function updateAutopilotState<T>(
  db: DownloadsDb,
  change: (state: AutopilotState) => Promise<{ state: AutopilotState; out: T }> | { state: AutopilotState; out: T },
): Promise<T> {
  return db.transaction('rw', db.kv, db.downloads, async () => {
    const { state, out } = await change(await readAutopilotState(db))
    await db.kv.put({ key: AUTOPILOT_STATE_KEY, value: state })
    return out
  })
}

export const AUTOPILOT_WORDS_KEY = 'autopilot-words'

/** The morning notification's words, written by the page for the worker, which has no catalogues. */
export const ArrivedWordsSchema = v.object({ locale: v.string(), title: v.string(), one: v.string(), many: v.string() })
export type ArrivedWords = v.InferOutput<typeof ArrivedWordsSchema>

export async function readArrivedWords(db: DownloadsDb): Promise<ArrivedWords | null> {
  const parsed = v.safeParse(ArrivedWordsSchema, (await db.kv.get(AUTOPILOT_WORDS_KEY))?.value)
  return parsed.success ? parsed.output : null
}

export async function writeArrivedWords(db: DownloadsDb, words: ArrivedWords): Promise<void> {
  await db.kv.put({ key: AUTOPILOT_WORDS_KEY, value: words })
}

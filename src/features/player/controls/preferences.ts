import * as v from 'valibot'
import { SPEEDS } from './speed'
import { pageStorage, readStoredJson, writeStoredJson } from '../../../lib/stored-json'

/** localStorage key of the player's choices; like the data saver, a device setting. */
export const PLAYER_PREFS_KEY = 'PLAYER_PREFS'

const Choice = v.picklist(['off', 'my', 'en'])
const PrefsSchema = v.object({
  speed: v.fallback(v.picklist(SPEEDS), 1),
  // Apart for Burmese-language titles and the rest, so subtitles for a foreign film stay off Burmese series.
  subtitlesBurmeseTitles: v.fallback(v.nullable(Choice), null),
  subtitlesOtherTitles: v.fallback(v.nullable(Choice), null),
  subtitleSize: v.fallback(v.picklist(['small', 'medium', 'large']), 'medium'),
  subtitleBackground: v.fallback(v.picklist(['none', 'box']), 'box'),
  /** Picture-in-picture as the viewer leaves the app (off by default). */
  pipOnLeave: v.fallback(v.boolean(), false),
  /** The single-key shortcuts (k, j, l, f, m, c, <, >, Space): on by default, off for speech input (WCAG 2.1.4). */
  shortcuts: v.fallback(v.boolean(), true),
})
export type PlayerPrefs = v.InferOutput<typeof PrefsSchema>
export type SubtitleSize = PlayerPrefs['subtitleSize']
export type SubtitleBackground = PlayerPrefs['subtitleBackground']

const DEFAULTS: PlayerPrefs = v.parse(PrefsSchema, {})

// Nothing stored (or storage blocked): what this visit chose, else the defaults; a damaged value reads as the defaults.
export function readPlayerPrefs(storage: Pick<Storage, 'getItem'> | null = pageStorage()): PlayerPrefs {
  return readStoredJson(storage, PLAYER_PREFS_KEY, PrefsSchema, DEFAULTS) ?? memory ?? DEFAULTS
}

// The choices made in this visit, also when they could not be stored.
let memory: PlayerPrefs | null = null

// Full or blocked storage: the choice lasts while the page is open.
export function writePlayerPrefs(
  patch: Partial<PlayerPrefs>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = pageStorage(),
): PlayerPrefs {
  const next = { ...readPlayerPrefs(storage), ...patch }
  memory = next
  writeStoredJson(storage, PLAYER_PREFS_KEY, next)
  return next
}

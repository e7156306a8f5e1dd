import * as v from 'valibot'
import { failure, FailureError } from '../../api/failures'
import type { Result } from '../../api/result'
import { guard } from '../storage'
import type { DownloadsDb } from './db'
import { DownloadSettingsSchema, type DownloadSettings } from './types'

export const SETTINGS_KEY = 'settings'

/** Whether this browser tells the connection type (Chromium on Android does; most others don't). */
export function browserTellsConnection(): boolean {
  const nav = (globalThis as { navigator?: { connection?: { type?: unknown } } }).navigator
  return typeof nav?.connection?.type === 'string'
}

/** Wi-Fi only where the browser tells the type (elsewhere the rule could only wait or pass), 23:00–07:00. */
export function defaultSettings(tellsConnection: boolean = browserTellsConnection()): DownloadSettings {
  return { wifiOnly: tellsConnection, nightOnly: false, nightStartMin: 1380, nightEndMin: 420, budgetMb: null, smart: true, quality: null }
}

/** The stored settings, parsed on the way out; a damaged or missing row reads as the defaults. */
export async function readDownloadSettings(db: DownloadsDb, tellsConnection?: boolean): Promise<DownloadSettings> {
  const fallback = defaultSettings(tellsConnection)
  try {
    const row = await db.kv.get(SETTINGS_KEY)
    const parsed = v.safeParse(DownloadSettingsSchema, row?.value)
    return parsed.success ? parsed.output : fallback
  } catch {
    return fallback
  }
}

/** Changes some settings; a patch that would store an invalid value is refused whole. */
export async function writeDownloadSettings(
  db: DownloadsDb,
  patch: Partial<DownloadSettings>,
  tellsConnection?: boolean,
): Promise<Result<DownloadSettings>> {
  return guard(() =>
    db.transaction('rw', db.kv, async () => {
      const next = v.safeParse(DownloadSettingsSchema, { ...(await readDownloadSettings(db, tellsConnection)), ...patch })
      if (!next.success) throw new FailureError(failure('BadRequestFailure', next.issues[0]?.message))
      await db.kv.put({ key: SETTINGS_KEY, value: next.output })
      return next.output
    }),
  )
}

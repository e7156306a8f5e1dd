import * as v from 'valibot'

export const DATA_SAVER_SETTINGS = ['auto', 'on', 'off'] as const
export const DataSaverSettingSchema = v.picklist(DATA_SAVER_SETTINGS)
export type DataSaverSetting = v.InferOutput<typeof DataSaverSettingSchema>

/** localStorage key of the data saver choice; like the theme, it is a device setting. */
export const DATA_SAVER_KEY = 'DATA_SAVER'
export const DEFAULT_DATA_SAVER: DataSaverSetting = 'auto'

type Store = Pick<Storage, 'getItem'>

function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function readDataSaver(storage: Store | null = pageStorage()): DataSaverSetting {
  let raw: string | null = null
  try {
    raw = storage?.getItem(DATA_SAVER_KEY) ?? null
  } catch {
    // Unreadable storage means the default.
  }
  const parsed = v.safeParse(DataSaverSettingSchema, raw)
  return parsed.success ? parsed.output : DEFAULT_DATA_SAVER
}

const listeners = new Set<() => void>()

export function writeDataSaver(setting: DataSaverSetting, storage: Pick<Storage, 'setItem'> | null = pageStorage()): void {
  try {
    storage?.setItem(DATA_SAVER_KEY, setting)
  } catch {
    // Nothing to do: the choice then lasts only while the page is open (see below).
  }
  memory = setting
  listeners.forEach((l) => l())
}

// The choice made in this visit, also when it could not be stored.
let memory: DataSaverSetting | null = null

/** For useSyncExternalStore. */
export function subscribeDataSaver(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function currentDataSaver(): DataSaverSetting {
  return memory ?? readDataSaver()
}

/** What the browser tells about the connection (Network Information API, Chromium only). */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

/** With the saver on, playback never climbs above this height. */
export const SAVER_MAX_HEIGHT = 360

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g'])

/** Auto turns the saver on when the viewer asked the browser to save data, or the link is 3G or slower. */
export function dataSaverOn(hints: ConnectionHints, setting: DataSaverSetting): boolean {
  if (setting !== 'auto') return setting === 'on'
  return hints.saveData === true || (hints.effectiveType !== undefined && SLOW_TYPES.has(hints.effectiveType))
}

export function connectionHints(): ConnectionHints {
  const c = (globalThis.navigator as { connection?: { saveData?: unknown; effectiveType?: unknown } } | undefined)?.connection
  if (!c) return {}
  return {
    saveData: c.saveData === true,
    effectiveType: typeof c.effectiveType === 'string' ? c.effectiveType : undefined,
  }
}

import type { Table } from 'dexie'
import { Dexie } from '../dexie'

/** Bytes the app received on one Myanmar day, by category. */
export interface DayRow {
  day: string
  watching: number
  downloads: number
  browsing: number
}

export interface MeterKvRow {
  key: string
  value: unknown
}

export const METER_DB_NAME = 'yoke-shin-meter'

/**
 * The meter keeps a database of its own: the worker writes to it without opening the app's, and
 * a schema change elsewhere never has to carry the counts along.
 */
export class MeterDb extends Dexie {
  days!: Table<DayRow, string>
  /** 'allowance' (the viewer's thresholds) and 'allowance-day' (today's warning and override); parsed on the way out. */
  kv!: Table<MeterKvRow, string>

  constructor(name: string = METER_DB_NAME, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, deps)
    this.version(1).stores({ days: '&day', kv: '&key' })
  }
}

let shared: MeterDb | null = null

/** This context's handle, opened on first use. */
export function meterDb(): MeterDb {
  shared ??= new MeterDb()
  return shared
}

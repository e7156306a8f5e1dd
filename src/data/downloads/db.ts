import type { Table } from 'dexie'
import { Dexie } from '../dexie'
import type { KeyRow } from './keys'
import type { DownloadRow, SegmentRow } from './types'

/**
 * Downloads live in a database of their own: opened only by the screens, the player and the
 * worker that use them, so the app's start-up pays nothing for them, and clearing one viewer's
 * downloads never touches the catalogue.
 */
export interface KvRow {
  key: string
  value: unknown
}

export const DOWNLOADS_DB_NAME = 'yoke-shin-downloads'

export class DownloadsDb extends Dexie {
  downloads!: Table<DownloadRow, number>
  segments!: Table<SegmentRow, [number, number]>
  /** 'settings' (DownloadSettings) and 'budget' (BudgetRow); parsed with valibot on the way out. */
  kv!: Table<KvRow, string>
  /** Each episode's media key, bound to the licence it came with (see keys.ts); never in Cache Storage. */
  keys!: Table<KeyRow, number>

  constructor(name: string = DOWNLOADS_DB_NAME, deps?: { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange }) {
    super(name, deps)
    // Every schema version lives here, oldest first; add a new version() rather than editing one.
    this.version(1).stores({
      downloads: '&episodeId, userId, titleId, state',
      segments: '&[episodeId+index], episodeId, [episodeId+done]',
      kv: '&key',
    })
    this.version(2).stores({
      keys: '&episodeId, licenseId, userId',
    })
  }
}

let shared: DownloadsDb | null = null

/**
 * The one downloads database handle of this context, opened on first use (never by start-up code).
 * The header's sign, the launch's check and the engine share it: Dexie also tells every handle of one
 * database about changes made through another, but each handle is a connection of its own.
 */
export function downloadsDb(): DownloadsDb {
  shared ??= new DownloadsDb()
  return shared
}

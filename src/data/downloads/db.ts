import type { Table } from 'dexie'
import { Dexie } from '../dexie'
import type { KeyRow } from './keys'
import type { DownloadRow, SegmentRow } from './types'

export interface KvRow {
  key: string
  value: unknown
}

/** A database of its own: start-up never opens it. */
export const DOWNLOADS_DB_NAME = 'yoke-shin-downloads'

export class DownloadsDb extends Dexie {
  downloads!: Table<DownloadRow, number>
  segments!: Table<SegmentRow, [number, number]>
  /** Parsed with valibot on the way out. */
  kv!: Table<KvRow, string>
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

/** One handle per context: each handle is a connection of its own. */
export function downloadsDb(): DownloadsDb {
  shared ??= new DownloadsDb()
  return shared
}

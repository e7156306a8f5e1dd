import { AppDb, DEFAULT_DB_NAME } from './db'

export interface OpenedDb {
  db: AppDb
  /** false: IndexedDB could not be opened and the data lives in memory for this visit only. */
  persistent: boolean
}

interface MemoryIdb {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

/** Loaded only when IndexedDB fails, so it never weighs on a normal start-up. */
const loadMemoryIdb = async (): Promise<MemoryIdb> => {
  const m = await import('fake-indexeddb')
  return { indexedDB: m.indexedDB, IDBKeyRange: m.IDBKeyRange }
}

let persistent = true

/** Where IndexedDB cannot open, the same tables run in memory and the UI says nothing is saved. */
export async function openPageDb(
  name: string = DEFAULT_DB_NAME,
  deps: { primary?: () => AppDb; memory?: () => Promise<MemoryIdb> } = {},
): Promise<OpenedDb> {
  const primary = deps.primary ?? (() => new AppDb(name))
  try {
    const db = primary()
    await db.open()
    persistent = true
    return { db, persistent }
  } catch {
    const memory = await (deps.memory ?? loadMemoryIdb)()
    const db = new AppDb(name, memory)
    await db.open()
    persistent = false
    return { db, persistent }
  }
}

/** Whether this visit's data is kept on the device (false after the in-memory fallback). */
export const isStoragePersistent = (): boolean => persistent

import { describe, expect, it } from 'vitest'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { AppDb } from './db'
import { isStoragePersistent, openPageDb } from './open-db'
import { readHome } from './catalogue'

const broken = {
  open: () => {
    throw new DOMException('The user denied permission to access the database.', 'InvalidStateError')
  },
} as unknown as IDBFactory

describe('opening the page database', () => {
  it('uses IndexedDB when it opens', async () => {
    const opened = await openPageDb(`ok-${Math.random()}`)
    expect(opened.persistent).toBe(true)
    expect(isStoragePersistent()).toBe(true)
    expect(await opened.db.outbox.count()).toBe(0)
  })

  it('falls back to tables in memory when IndexedDB cannot be opened, and says so', async () => {
    let memoryLoaded = 0
    const opened = await openPageDb('private-mode', {
      primary: () => new AppDb('private-mode', { indexedDB: broken, IDBKeyRange }),
      memory: async () => {
        memoryLoaded++
        return { indexedDB: new (indexedDB.constructor as { new (): IDBFactory })(), IDBKeyRange }
      },
    })
    expect(memoryLoaded).toBe(1)
    expect(opened.persistent).toBe(false)
    expect(isStoragePersistent()).toBe(false)
    await opened.db.home.put({ key: 'home:my', data: { nonsense: true }, fetchedAt: 1 })
    // Readers work as usual on the fallback (a damaged row reads as absent, never a crash).
    expect(await readHome(opened.db, 'my')).toBeNull()
  })
})

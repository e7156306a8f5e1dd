import { describe, expect, it } from 'vitest'
import { dataHarness, withGlobal } from '../../tests/helpers/data-harness'
import { json } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'
import { newId, requestPersistentStorage } from './storage'
import { readHome, refreshHome } from './catalogue'

describe('storage errors', () => {
  it('a full disk while storing a refresh is a StorageFailure, not a throw, and the old data stays', async () => {
    const h = dataHarness(() => json(SAMPLE.home))
    expect((await refreshHome(h.deps, 'my')).ok).toBe(true)
    h.db.home.hook('updating', () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const res = await refreshHome(h.deps, 'my')
    expect(res).toEqual({
      ok: false,
      failure: expect.objectContaining({ type: 'StorageFailure', statusCode: 0, message: 'The storage of this device is full' }),
    })
    expect((await readHome(h.db, 'my'))?.data).toEqual(SAMPLE.home)
  })

  it('a reader over a closed database gives "nothing stored"', async () => {
    const h = dataHarness()
    h.db.close()
    expect(await readHome(h.db, 'my')).toBeNull()
  })
})

describe('requestPersistentStorage', () => {
  it('asks navigator.storage.persist() and reports the answer', async () => {
    let asked = 0
    const storage = { persisted: async () => false, persist: async () => (asked++, true) }
    await withGlobal('navigator', { storage }, async () => {
      expect(await requestPersistentStorage()).toBe(true)
    })
    expect(asked).toBe(1)
  })

  it('answers false where the platform has no storage manager', async () => {
    await withGlobal('navigator', {}, async () => {
      expect(await requestPersistentStorage()).toBe(false)
    })
  })
})

describe('newId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 100 }, newId))
    expect(ids.size).toBe(100)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

import { describe, expect, it } from 'vitest'
import { MemoryCacheStorage } from '../../../../tests/helpers/memory-caches'
import { inboxKey, SHARE_INBOX_CACHE, takeFromInbox } from './inbox'

describe('the share target inbox', () => {
  it('a received file is taken once: read, then gone', async () => {
    const caches = new MemoryCacheStorage()
    await (await caches.open(SHARE_INBOX_CACHE)).put(inboxKey('0123456789abcdef01234567'), new Response(new Uint8Array([1, 2, 3])))
    const file = await takeFromInbox(caches, '0123456789abcdef01234567')
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]))
    expect(await takeFromInbox(caches, '0123456789abcdef01234567')).toBeNull()
  })

  it('an address naming another cache entry (a path in the id) reads nothing', async () => {
    const caches = new MemoryCacheStorage()
    await (await caches.open(SHARE_INBOX_CACHE)).put('/__share-inbox/../__downloads/1/master.m3u8', new Response('x'))
    expect(await takeFromInbox(caches, '../__downloads/1/master.m3u8')).toBeNull()
    expect(await takeFromInbox(caches, 'none')).toBeNull()
  })
})

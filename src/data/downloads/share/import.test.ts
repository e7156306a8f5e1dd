import { describe, expect, it } from 'vitest'
import { newSigner, shareHarness } from '../../../../tests/helpers/share-harness'
import { request } from '../../../../tests/helpers/download-harness'
import { queueDownload } from '../queue'
import { kickDownloader } from '../downloader'
import { storedFile } from '../layout'
import { importPackage } from './import'
import { PREFIX_BYTES } from './format'
import { keepDescriptorKey } from './descriptor'

async function ready(episodes: Record<number, { segments: number }> = { 11: { segments: 6 } }) {
  const t = await shareHarness(episodes)
  await t.h.login(2)
  const deps = t.context()
  return { t, deps }
}

const storedPaths = (t: Awaited<ReturnType<typeof shareHarness>>) => t.caches.paths()

describe('adding an episode that was sent', () => {
  it('stores every file byte for byte and a locked row, without a request beyond the key kept before', async () => {
    const { t, deps } = await ready()
    expect(await keepDescriptorKey(deps)).toBe(true)
    const file = await t.makePackage(11)
    t.server.online = false
    const seenBefore = t.h.seen.length
    const r = await importPackage(deps, file)
    expect(r).toEqual({ ok: true, episodeId: 11 })
    expect(t.h.seen.length).toBe(seenBefore)
    const row = await t.db.downloads.get(11)
    expect(row).toMatchObject({
      state: 'locked',
      userId: 2,
      quality: '720p',
      licenseId: null,
      title: 'A title',
      episodeTitle: 'Episode 11',
    })
    const { d, bodies } = await t.describe(11, '720p')
    const cache = await t.caches.open('downloads-v1')
    for (const [i, f] of d.files.entries()) {
      const res = await cache.match(storedFile(11, f.path))
      expect(new Uint8Array(await res!.arrayBuffer())).toEqual(bodies[i])
    }
    expect(await cache.match(storedFile(11, 'master.m3u8'))).toBeDefined()
    expect(row?.bytesDone).toBe(row?.bytesTotal)
    expect(await t.db.segments.where('episodeId').equals(11).count()).toBe(d.files.length + 1)
  })

  it('accepts the seek preview named in the master’s session data, which no download stores', async () => {
    const { t, deps } = await ready()
    const file = await t.makePackage(11, '720p', {
      header: (h) => ({
        ...h,
        master: h.master.replace(
          '#EXT-X-STREAM-INF',
          '#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.thumbnails",URI="thumbs/thumbnails.vtt"\n#EXT-X-STREAM-INF',
        ),
      }),
    })
    expect(await importPackage(deps, file)).toEqual({ ok: true, episodeId: 11 })
  })

  it('fetches the verification key when online and it was never kept, then keeps it for offline imports', async () => {
    const { t, deps } = await ready({ 11: { segments: 3 }, 12: { segments: 3 } })
    expect((await importPackage(deps, await t.makePackage(11))).ok).toBe(true)
    t.server.online = false
    expect((await importPackage(deps, await t.makePackage(12))).ok).toBe(true)
    expect(t.h.seen.filter((s) => s.url.pathname === '/v1/download/descriptor-key')).toHaveLength(1)
  })

  it('a device that was never online cannot check the signature and says so; nothing is stored', async () => {
    const { t, deps } = await ready()
    t.server.online = false
    expect(await importPackage(deps, await t.makePackage(11))).toEqual({ ok: false, problem: 'no-key' })
    expect(storedPaths(t)).toEqual([])
  })

  it('a viewer who is not logged in is asked to log in first', async () => {
    const t = await shareHarness()
    expect(await importPackage(t.context(), await t.makePackage(11))).toEqual({ ok: false, problem: 'login' })
  })

  it('an episode already on the device for this viewer is not added twice', async () => {
    const { t, deps } = await ready()
    expect((await importPackage(deps, await t.makePackage(11))).ok).toBe(true)
    expect(await importPackage(deps, await t.makePackage(11))).toEqual({ ok: false, problem: 'already' })
  })

  it('replaces an expired download of the same episode', async () => {
    const { t, deps } = await ready()
    await queueDownload(deps, request(11))
    await kickDownloader(deps)
    await t.db.downloads.update(11, { state: 'expired' })
    expect((await importPackage(deps, await t.makePackage(11))).ok).toBe(true)
    expect((await t.db.downloads.get(11))?.state).toBe('locked')
  })
})

describe('hostile files are refused and leave nothing behind', () => {
  async function refused(make: (t: Awaited<ReturnType<typeof shareHarness>>) => Promise<Blob>, problem: string) {
    const { t, deps } = await ready()
    await keepDescriptorKey(deps)
    const r = await importPackage(deps, await make(t))
    expect(r).toEqual({ ok: false, problem })
    expect(storedPaths(t)).toEqual([])
    expect(await t.db.downloads.count()).toBe(0)
    expect(await t.db.segments.count()).toBe(0)
  }

  it('a flipped byte in a segment is refused as tampered', () =>
    refused(
      (t) => t.makePackage(11, '720p', { bodies: (b) => b.map((x, i) => (i === 3 ? x.map((v, j) => (j === 10 ? v ^ 1 : v)) : x)) }),
      'tampered',
    ))

  it('a segment swapped for another of the same size is refused as tampered', () =>
    refused(
      (t) => t.makePackage(11, '720p', { bodies: (b) => b.map((x, i) => (i === 2 ? (b[5] ?? x) : i === 5 ? (b[2] ?? x) : x)) }),
      'tampered',
    ))

  it('a file cut short on its way is refused as damaged', () =>
    refused(async (t) => {
      const f = await t.makePackage(11)
      return f.slice(0, f.size - 100)
    }, 'damaged'))

  it('bytes appended after the signed files are refused as tampered', () =>
    refused(async (t) => new Blob([await t.makePackage(11), new Uint8Array(10)]), 'tampered'))

  it('a descriptor signed by another key (a foreign server) is refused as tampered', () =>
    refused(async (t) => t.makePackage(11, '720p', { by: await newSigner() }), 'tampered'))

  it('a descriptor edited after signing (another episode id) is refused as tampered', () =>
    refused(async (t) => {
      const f = await t.makePackage(11)
      const other = await t.makePackage(11, '720p', { descriptor: (d) => ({ ...d, contentChildId: 99 }) })
      // The edited descriptor with the original signature.
      const { readHeader } = await import('./format')
      const a = await readHeader(f)
      const b = await readHeader(other)
      if (!a.ok || !b.ok) throw new Error('unreadable')
      const header = t.encodeHeader({ ...a.header, descriptor: b.header.descriptor })
      return new Blob([header as BlobPart, f.slice(a.filesAt)])
    }, 'tampered'))

  it('a master naming a rendition that is not in the file is refused as tampered', () =>
    refused(
      (t) => t.makePackage(11, '720p', { header: (h) => ({ ...h, master: h.master.replace('720p/index.m3u8', '360p/index.m3u8') }) }),
      'tampered',
    ))

  it('a master naming a subtitle playlist that is not in the file is refused as tampered', () =>
    refused(
      (t) =>
        t.makePackage(11, '720p', {
          header: (h) => ({
            ...h,
            master: h.master.replace(
              '#EXT-X-STREAM-INF',
              '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="x",URI="../../evil.m3u8"\n#EXT-X-STREAM-INF',
            ),
          }),
        }),
      'tampered',
    ))

  it('a master whose session data climbs out of the episode is refused as tampered', () =>
    refused(
      (t) =>
        t.makePackage(11, '720p', {
          header: (h) => ({
            ...h,
            master: h.master.replace(
              '#EXT-X-STREAM-INF',
              '#EXT-X-SESSION-DATA:DATA-ID="x",URI="../../../v1/auth/logout"\n#EXT-X-STREAM-INF',
            ),
          }),
        }),
      'tampered',
    ))

  it('a descriptor, even signed, with a path that climbs out of the episode is refused as tampered', () =>
    refused(
      (t) =>
        t.makePackage(11, '720p', {
          descriptor: (d) => ({ ...d, files: d.files.map((f, i) => (i === 1 ? { ...f, path: '720p/../../12/init.mp4' } : f)) }),
        }),
      'tampered',
    ))

  it('a poster that is not an image (a script address) makes the header unreadable', () =>
    refused((t) => t.makePackage(11, '720p', { header: (h) => ({ ...h, poster: 'javascript:alert(1)' }) }), 'damaged'))

  it('a header that claims 4 GB is refused without being read', () =>
    refused(async (t) => {
      const f = await t.makePackage(11)
      const prefix = new Uint8Array(await f.slice(0, PREFIX_BYTES).arrayBuffer())
      new DataView(prefix.buffer).setUint32(9, 0xffffffff)
      return new Blob([prefix as BlobPart, f.slice(PREFIX_BYTES)])
    }, 'damaged'))

  it('another kind of file (a PNG) is refused as foreign', () =>
    refused(
      async () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])]),
      'foreign',
    ))

  it('an empty file is refused as foreign', () => refused(async () => new Blob([]), 'foreign'))

  it('a full disk midway removes the files already stored', async () => {
    const { t, deps } = await ready()
    await keepDescriptorKey(deps)
    t.caches.limitBytes = 600
    expect(await importPackage(deps, await t.makePackage(11))).toEqual({ ok: false, problem: 'quota' })
    expect(storedPaths(t)).toEqual([])
    expect(await t.db.downloads.count()).toBe(0)
  })
})

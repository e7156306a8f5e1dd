import { describe, expect, it } from 'vitest'
import { shareHarness } from '../../../../tests/helpers/share-harness'
import { request } from '../../../../tests/helpers/download-harness'
import { queueDownload } from '../queue'
import { kickDownloader } from '../downloader'
import { cancelDownload } from '../queue'
import { storedFile } from '../layout'
import { buildPackage, packageName } from './export'
import { importPackage } from './import'
import { readHeader } from './format'

async function downloaded() {
  const t = await shareHarness({ 11: { segments: 6 } })
  await t.h.login(1)
  const deps = t.context()
  await queueDownload(deps, request(11))
  await kickDownloader(deps)
  expect((await t.db.downloads.get(11))?.state).toBe('completed')
  return { t, deps }
}

describe('sending a downloaded episode', () => {
  it('makes one file of the server descriptor and the stored bytes, which imports back whole', async () => {
    const { t, deps } = await downloaded()
    const built = await buildPackage(deps, 11)
    if (!built.ok) throw new Error(built.problem)
    expect(built.file.name).toBe('A title - Episode 11.yokeshin')
    const read = await readHeader(built.file)
    expect(read.ok && read.header.title).toBe('A title')
    const cache = await t.caches.open('downloads-v1')
    const segment = new Uint8Array(await (await cache.match(storedFile(11, '720p/l1/seg_002.m4s')))!.arrayBuffer())
    // The same viewer deletes it, then adds the file back, offline.
    await cancelDownload(deps, 11)
    t.server.online = false
    expect(await importPackage(deps, built.file)).toEqual({ ok: true, episodeId: 11 })
    expect(new Uint8Array(await (await cache.match(storedFile(11, '720p/l1/seg_002.m4s')))!.arrayBuffer())).toEqual(segment)
  })

  it('offline, without the descriptor, says the network is needed once', async () => {
    const { t, deps } = await downloaded()
    t.server.online = false
    expect(await buildPackage(deps, 11)).toEqual({ ok: false, problem: 'offline' })
  })

  it('a stored file that is not the one the server describes is not sent', async () => {
    const { t, deps } = await downloaded()
    const cache = await t.caches.open('downloads-v1')
    await cache.put(storedFile(11, '720p/init.mp4'), new Response(new Uint8Array(3)))
    expect(await buildPackage(deps, 11)).toEqual({ ok: false, problem: 'stale' })
  })

  it('only a completed download of the viewer can be sent', async () => {
    const { t, deps } = await downloaded()
    await t.db.downloads.update(11, { state: 'paused' })
    expect(await buildPackage(deps, 11)).toEqual({ ok: false, problem: 'not-ready' })
  })

  it('file names lose the characters file systems refuse', () => {
    expect(packageName('A/B: "C"', 'Ep\u0000 1?')).toBe('A B C - Ep 1.yokeshin')
  })
})

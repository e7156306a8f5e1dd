import { describe, expect, it } from 'vitest'
import type { HlsConfig, Loader, LoaderCallbacks, LoaderContext, LoaderStats } from 'hls.js'
import { DOWNLOADS_CACHE, storedFile, storedMaster } from '../../../data/downloads/layout'
import { DownloadsDb } from '../../../data/downloads/db'
import { keyFor, saveKey } from '../../../data/downloads/keys'
import type { DownloadRow } from '../../../data/downloads/types'
import { DAY, downloadRow, MORNING } from '../../../../tests/helpers/download-rows'
import { isStoredAddress, keyEpisode, KEY_REFUSED, storedLoader } from './stored-loader'

const ORIGIN = 'https://app.test'
const BASE = `${ORIGIN}/player?contentChildId=201`

/** Cache Storage in memory, keyed by path as the downloads store it. */
function memoryCaches(files: Record<string, string | Uint8Array<ArrayBuffer>>, opened: string[] = []): CacheStorage {
  const cache = {
    match: (req: RequestInfo | URL) => {
      const key = typeof req === 'string' ? new URL(req, ORIGIN).pathname : new URL(req instanceof Request ? req.url : req.href).pathname
      const body = files[key]
      return Promise.resolve(body === undefined ? undefined : new Response(body))
    },
  } as unknown as Cache
  return {
    open: (name: string) => {
      opened.push(name)
      return Promise.resolve(cache)
    },
  } as unknown as CacheStorage
}

// Stands in for hls.js's network loader: a download must never reach it.
class NetworkLoader implements Loader<LoaderContext> {
  static urls: string[] = []
  context: LoaderContext | null = null
  stats = { loading: { start: 0, first: 0, end: 0 } } as unknown as LoaderStats
  load(context: LoaderContext, _c: unknown, callbacks: LoaderCallbacks<LoaderContext>) {
    NetworkLoader.urls.push(context.url)
    callbacks.onSuccess({ url: context.url, data: 'from the network' }, this.stats, context, null)
  }
  abort() {}
  destroy() {}
}

type Outcome = { ok: true; data: string | ArrayBuffer | undefined; stats: LoaderStats } | { ok: false; code: number } | { aborted: true }

function open(caches: CacheStorage, path: string, responseType: 'text' | 'arraybuffer', range?: { rangeStart: number; rangeEnd: number }) {
  const Stored = storedLoader(NetworkLoader, caches, BASE)
  const loader = new Stored({} as HlsConfig)
  const context = { url: new URL(path, BASE).href, responseType, type: 'manifest', ...range } as unknown as LoaderContext
  const outcome = new Promise<Outcome>((resolve) => {
    loader.load(context, {} as never, {
      onSuccess: (r, stats) => resolve({ ok: true, data: r.data as string | ArrayBuffer | undefined, stats }),
      onError: (e) => resolve({ ok: false, code: e.code }),
      onTimeout: () => resolve({ ok: false, code: -1 }),
      onAbort: () => resolve({ aborted: true }),
    })
  })
  return { loader, outcome }
}

const MASTER = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1500000\n720p/index.m3u8\n'
const segment = Uint8Array.from({ length: 64 }, (_, i) => i)

const files = () => ({ [storedMaster(201)]: MASTER, [storedFile(201, '720p/l3/seg_004.m4s')]: segment })

describe('the stored-download loader', () => {
  it('answers a playlist from the downloads cache as text', async () => {
    const opened: string[] = []
    const { outcome } = open(memoryCaches(files(), opened), storedMaster(201), 'text')
    const got = await outcome
    expect(got).toMatchObject({ ok: true, data: MASTER })
    expect(opened).toEqual([DOWNLOADS_CACHE])
  })

  it('answers a segment as bytes, with the sizes hls.js reads from its stats', async () => {
    const { outcome } = open(memoryCaches(files()), storedFile(201, '720p/l3/seg_004.m4s'), 'arraybuffer')
    const got = await outcome
    if (!('ok' in got) || !got.ok) throw new Error('expected bytes')
    expect(new Uint8Array(got.data as ArrayBuffer)).toEqual(segment)
    expect(got.stats.loaded).toBe(64)
    expect(got.stats.total).toBe(64)
    expect(got.stats.loading.end).toBeGreaterThanOrEqual(got.stats.loading.start)
  })

  it('a segment hls.js asks for without a range (its rangeEnd is 0) comes whole', async () => {
    const { outcome } = open(memoryCaches(files()), storedFile(201, '720p/l3/seg_004.m4s'), 'arraybuffer', { rangeStart: 0, rangeEnd: 0 })
    const got = await outcome
    if (!('ok' in got) || !got.ok) throw new Error('expected bytes')
    expect((got.data as ArrayBuffer).byteLength).toBe(64)
  })

  it('cuts a byte range from the stored file', async () => {
    const { outcome } = open(memoryCaches(files()), storedFile(201, '720p/l3/seg_004.m4s'), 'arraybuffer', { rangeStart: 8, rangeEnd: 16 })
    const got = await outcome
    if (!('ok' in got) || !got.ok) throw new Error('expected bytes')
    expect([...new Uint8Array(got.data as ArrayBuffer)]).toEqual([8, 9, 10, 11, 12, 13, 14, 15])
  })

  it('a file missing from the downloads is a 404, never a request to the network', async () => {
    NetworkLoader.urls = []
    const { outcome } = open(memoryCaches(files()), storedFile(201, '720p/l0/seg_000.m4s'), 'arraybuffer')
    expect(await outcome).toEqual({ ok: false, code: 404 })
    expect(NetworkLoader.urls).toEqual([])
  })

  it('another episode’s stored file is not this one’s', async () => {
    const { outcome } = open(memoryCaches(files()), storedFile(202, '720p/l3/seg_004.m4s'), 'arraybuffer')
    expect(await outcome).toEqual({ ok: false, code: 404 })
  })

  it('an address that is not a download goes to hls.js’s own loader', async () => {
    NetworkLoader.urls = []
    const { outcome } = open(memoryCaches(files()), '/media/e/201/g/master.m3u8', 'text')
    expect(await outcome).toMatchObject({ ok: true, data: 'from the network' })
    expect(NetworkLoader.urls).toEqual([`${ORIGIN}/media/e/201/g/master.m3u8`])
  })

  it('an aborted load reports the abort and never answers afterwards', async () => {
    const { loader, outcome } = open(memoryCaches(files()), storedMaster(201), 'text')
    loader.abort()
    expect(await outcome).toEqual({ aborted: true })
    expect(loader.stats.aborted).toBe(true)
  })

  it('knows a download’s address only on this origin', () => {
    expect(isStoredAddress('/__downloads/201/master.m3u8', BASE)).toBe(true)
    expect(isStoredAddress('https://evil.test/__downloads/201/master.m3u8', BASE)).toBe(false)
    expect(isStoredAddress('/media/e/201/g/master.m3u8', BASE)).toBe(false)
  })
})

describe('the stored-download loader and the media key', () => {
  const KEY = 'AAECAwQFBgcICQoLDA0ODw'
  const BYTES = Uint8Array.from({ length: 16 }, (_, i) => i)
  const keyPath = storedFile(201, '720p/key')

  async function keptDownload(over: Partial<DownloadRow> = {}) {
    const db = new DownloadsDb(`loader-keys-${Math.random().toString(36).slice(2)}`)
    await db.downloads.put(
      downloadRow({ episodeId: 201, state: 'completed', licenseId: 'lic-1', licenseExpiresAt: MORNING + 30 * DAY, ...over }),
    )
    await saveKey(db, { episodeId: 201, licenseId: 'lic-1', userId: 1, key: KEY })
    return db
  }
  const keyFrom = (db: DownloadsDb, userId: number | null, now: number) => (ep: number) => keyFor(db, ep, userId, now)

  function openKey(caches: CacheStorage, keyOf: (ep: number) => Promise<Uint8Array<ArrayBuffer> | null>, path = keyPath) {
    const Stored = storedLoader(NetworkLoader, caches, BASE, keyOf)
    const loader = new Stored({} as HlsConfig)
    const context = { url: new URL(path, BASE).href, responseType: 'arraybuffer', type: 'key' } as unknown as LoaderContext
    return new Promise<Outcome>((resolve) => {
      loader.load(context, {} as never, {
        onSuccess: (r, stats) => resolve({ ok: true, data: r.data as ArrayBuffer, stats }),
        onError: (e) => resolve({ ok: false, code: e.code }),
        onTimeout: () => resolve({ ok: false, code: -1 }),
      })
    })
  }

  it('answers the key address from IndexedDB while the licence runs for this viewer', async () => {
    const db = await keptDownload()
    const got = await openKey(memoryCaches({}), keyFrom(db, 1, MORNING))
    if (!('ok' in got) || !got.ok) throw new Error('expected the key')
    expect(new Uint8Array(got.data as ArrayBuffer)).toEqual(BYTES)
  })

  it('an expired licence’s download does not play even with its bytes and a key copied back into the cache', async () => {
    const db = await keptDownload({ licenseExpiresAt: MORNING - 1 })
    NetworkLoader.urls = []
    const planted = memoryCaches({ ...files(), [keyPath]: BYTES })
    expect(await openKey(planted, keyFrom(db, 1, MORNING))).toEqual({ ok: false, code: KEY_REFUSED.code })
    expect(NetworkLoader.urls).toEqual([])
  })

  it('a key planted in Cache Storage is never read, even with no key in IndexedDB', async () => {
    const opened: string[] = []
    const planted = memoryCaches({ [keyPath]: BYTES }, opened)
    expect(await openKey(planted, () => Promise.resolve(null))).toEqual({ ok: false, code: KEY_REFUSED.code })
    expect(opened).toEqual([])
  })

  it('another viewer, or nobody logged in, gets no key', async () => {
    const db = await keptDownload()
    expect(await openKey(memoryCaches({}), keyFrom(db, 2, MORNING))).toEqual({ ok: false, code: KEY_REFUSED.code })
    expect(await openKey(memoryCaches({}), keyFrom(db, null, MORNING))).toEqual({ ok: false, code: KEY_REFUSED.code })
  })

  it('48 hours after the first play the key is refused', async () => {
    const db = await keptDownload({ firstPlayedAt: MORNING - 2 * DAY })
    expect(await openKey(memoryCaches({}), keyFrom(db, 1, MORNING))).toEqual({ ok: false, code: KEY_REFUSED.code })
  })

  it('a key source that answers something other than 16 bytes is a refusal', async () => {
    expect(await openKey(memoryCaches({}), () => Promise.resolve(new Uint8Array(32)))).toEqual({ ok: false, code: KEY_REFUSED.code })
  })

  it('only `<ep>/<rendition>/key` is a key address', () => {
    expect(keyEpisode(keyPath, BASE)).toBe(201)
    expect(keyEpisode('/__downloads/201/720p/l3/key', BASE)).toBeNull()
    expect(keyEpisode('/__downloads/201/key', BASE)).toBeNull()
    expect(keyEpisode('/__downloads/201/720p/key.m4s', BASE)).toBeNull()
  })
})

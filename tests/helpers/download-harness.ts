import { DownloadsDb } from '../../src/data/downloads/db'
import type { DownloadDeps } from '../../src/data/downloads/deps'
import type { Quality } from '../../src/data/downloads/types'
import { dataHarness } from './data-harness'
import { errorJson, json, type SeenRequest } from './fake-fetch'
import { FakeLockManager } from './fake-locks'
import { MemoryCacheStorage } from './memory-caches'

/**
 * A scripted server for the download engine: the licence calls and the stream call on the API
 * side, and an episode's media under grants (`/media/e/<ep>/<grant>/…`) made like the server's:
 * a master with three renditions and the duration, and looped playlists. Every media request is
 * counted; the network can be cut (now, or after some files, halfway through a body), and grants
 * can lapse.
 */

export const DAY = 24 * 3_600_000
export const LOOP = 3
const BASE: Record<Quality, number> = { '240p': 100, '360p': 200, '720p': 400 }
const SEG_S = 4

export const segSize = (q: Quality, i: number) => BASE[q] + (i % LOOP) * 7
export const INIT_BYTES = 50

export function segmentPaths(q: Quality, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${q}/l${Math.floor(i / LOOP)}/seg_${String(i % LOOP).padStart(3, '0')}.m4s`)
}

function masterText(segments: number): string {
  const durationS = segments * SEG_S
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.duration",VALUE="${durationS}"`,
  ]
  for (const q of ['240p', '360p', '720p'] as const) {
    const avg = Math.round(((BASE[q] + 7) * 8) / SEG_S)
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${avg * 2},AVERAGE-BANDWIDTH=${avg},RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"`,
      `${q}/index.m3u8`,
    )
  }
  return lines.join('\n') + '\n'
}

function mediaText(segments: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${SEG_S}`, '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MAP:URI="init.mp4"']
  for (let i = 0; i < segments; i++) {
    if (i > 0 && i % LOOP === 0) lines.push('#EXT-X-DISCONTINUITY', '#EXT-X-MAP:URI="init.mp4"')
    lines.push(`#EXTINF:${SEG_S}.000000,`, `l${Math.floor(i / LOOP)}/seg_${String(i % LOOP).padStart(3, '0')}.m4s`)
  }
  lines.push('#EXT-X-ENDLIST')
  return lines.join('\n') + '\n'
}

/** The 16-byte key the scripted server gives for an episode, as base64url without padding. */
export function mediaKey(episodeId: number, epoch = 0): string {
  const bytes = Uint8Array.from({ length: 16 }, (_, i) => (episodeId * 13 + epoch * 7 + i) % 256)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export interface EpisodeSpec {
  segments: number
  paid?: boolean
}

interface License {
  id: string
  episodeId: number
  userId: number
  released: boolean
}

export function downloadHarness(episodes: Record<number, EpisodeSpec> = { 11: { segments: 10 } }, opts: { db?: DownloadsDb } = {}) {
  const server = {
    episodes: { ...episodes },
    subscribed: new Set<number>(),
    licenses: new Map<string, License>(),
    grants: new Map<string, { episodeId: number; valid: boolean }>(),
    /** Successful media answers per `<episode>/<path>`. */
    hits: new Map<string, number>(),
    /** Media bytes sent, partial bodies included. */
    bytesSent: 0,
    /** Media bytes sent in bodies the network cut. */
    partialBytes: 0,
    online: true,
    /** Cut the network once this many more media files were answered whole (the next one breaks halfway). */
    cutAfter: null as number | null,
    licenseLimit: 25,
    /** Whether byte ranges are answered (206); without them every answer is the whole file. */
    ranges: true,
    /** Answers that were the rest of a file (206). */
    ranged: 0,
    /** Licences and stream calls answer a grant for this episode instead of the one asked (a hostile server). */
    grantFor: null as number | null,
    /** Master and playlist texts served instead of the made ones (a hostile or broken server). */
    override: new Map<string, string>(),
    /** Moved to make the server answer a new key for every episode (as if its secret changed). */
    keyEpoch: 0,
    /** A key answered instead of the episode's (a hostile or broken server). */
    keyOverride: null as string | null,
  }
  let nextGrant = 1
  let nextLicense = 1

  const h = dataHarness()
  const userOf = (req: SeenRequest) => Number(/^Bearer access-(\d+)-/.exec(req.headers.authorization ?? '')?.[1] ?? 0)
  const grant = (asked: number) => {
    const episodeId = server.grantFor ?? asked
    const g = `g${nextGrant++}`
    server.grants.set(g, { episodeId, valid: true })
    return `/media/e/${episodeId}/${g}/master.m3u8`
  }
  const answer = (l: License) =>
    json({
      licenseId: l.id,
      expiresAt: h.clock.now() + 30 * DAY,
      url: grant(l.episodeId),
      key: server.keyOverride ?? mediaKey(l.episodeId, server.keyEpoch),
    })
  const entitled = (userId: number, episodeId: number) => !server.episodes[episodeId]?.paid || server.subscribed.has(userId)

  h.setRoute((req) => {
    if (!server.online) throw new TypeError('fetch failed')
    const user = userOf(req)
    if (!user) return errorJson(401, 'Unauthorized')
    const path = req.url.pathname
    const body = (req.body ?? {}) as { contentChildId?: number; quality?: string }
    if (req.method === 'POST' && path === '/v1/streaming/content') {
      const id = Number(body.contentChildId)
      if (!server.episodes[id]) return errorJson(404, 'Not found')
      if (!entitled(user, id)) return errorJson(403, 'Please subscribe to view content')
      return json({ url: grant(id), title: 'Episode', poster: '/p.jpg' })
    }
    if (req.method === 'POST' && path === '/v1/download/license') {
      const id = Number(body.contentChildId)
      if (!server.episodes[id]) return errorJson(404, 'Not found')
      if (!entitled(user, id)) return errorJson(403, 'Please subscribe to view content')
      const active = [...server.licenses.values()].filter((l) => l.userId === user && !l.released)
      if (active.length >= server.licenseLimit) return errorJson(409, 'You can keep at most 25 downloads')
      const l = { id: `lic-${nextLicense++}`, episodeId: id, userId: user, released: false }
      server.licenses.set(l.id, l)
      return answer(l)
    }
    const m = /^\/v1\/download\/license\/([^/]+)(\/renew)?$/.exec(path)
    const l = m ? server.licenses.get(decodeURIComponent(m[1] ?? '')) : undefined
    if (m && (!l || l.userId !== user || l.released)) return errorJson(404, 'Not found')
    if (l && req.method === 'POST' && m?.[2]) {
      return entitled(user, l.episodeId) ? answer(l) : errorJson(403, 'Please subscribe to view content')
    }
    if (l && req.method === 'DELETE' && !m?.[2]) {
      l.released = true
      return json({ success: true, message: 'Released' })
    }
    return errorJson(404, 'Not found')
  })

  function mediaBody(episodeId: number, path: string): Uint8Array | null {
    const spec = server.episodes[episodeId]
    if (!spec) return null
    const text =
      server.override.get(path) ??
      (path === 'master.m3u8' ? masterText(spec.segments) : /^(240p|360p|720p)\/index\.m3u8$/.test(path) ? mediaText(spec.segments) : null)
    if (text !== null) return new TextEncoder().encode(text)
    const q = path.split('/')[0] as Quality
    if (!(q in BASE)) return null
    if (path === `${q}/init.mp4`) return new Uint8Array(INIT_BYTES).fill(1)
    const i = segmentPaths(q, spec.segments).indexOf(path)
    return i < 0 ? null : Uint8Array.from({ length: segSize(q, i) }, (_, j) => (i * 31 + j) % 251)
  }

  /** The media side of the network; `signal` aborts like a real fetch. */
  const mediaFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://app.test/')
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    if (!server.online) throw new TypeError('Failed to fetch')
    const m = /^\/media\/e\/(\d+)\/([^/]+)\/(.+)$/.exec(url.pathname)
    if (!m) return new Response(null, { status: 404 })
    const episodeId = Number(m[1])
    const g = server.grants.get(m[2] ?? '')
    if (!g?.valid || g.episodeId !== episodeId) return new Response('{"message":"Forbidden"}', { status: 403 })
    const path = m[3] ?? ''
    const body = mediaBody(episodeId, path)
    if (!body) return new Response(null, { status: 404 })
    if (server.cutAfter !== null && server.cutAfter <= 0) {
      // The link drops halfway through this body, and stays down.
      server.online = false
      server.cutAfter = null
      server.bytesSent += Math.floor(body.byteLength / 2)
      server.partialBytes += Math.floor(body.byteLength / 2)
      const half = body.slice(0, Math.floor(body.byteLength / 2))
      let given = false
      const stream = new ReadableStream<Uint8Array>({
        pull(c) {
          if (given) c.error(new TypeError('network error'))
          else c.enqueue(half)
          given = true
        },
      })
      return new Response(stream, { status: 200 })
    }
    if (server.cutAfter !== null) server.cutAfter--
    const key = `${episodeId}/${path}`
    server.hits.set(key, (server.hits.get(key) ?? 0) + 1)
    // Byte ranges to the end of a file, as the server answers them (`bytes=N-`).
    const range = server.ranges ? /^bytes=(\d+)-$/.exec(new Headers(init?.headers).get('range') ?? '') : null
    const from = range ? Number(range[1]) : 0
    if (range && from < body.byteLength) {
      server.bytesSent += body.byteLength - from
      server.ranged++
      return new Response(body.slice(from), {
        status: 206,
        headers: { 'Content-Range': `bytes ${from}-${body.byteLength - 1}/${body.byteLength}` },
      })
    }
    server.bytesSent += body.byteLength
    return new Response(body.slice(), { status: 200 })
  }

  const caches = new MemoryCacheStorage()
  const dbName = `downloads-${Math.random().toString(36).slice(2)}`
  const db = opts.db ?? new DownloadsDb(dbName)
  const lockManager = new FakeLockManager()
  const storage = { quota: 0, extraUsage: 0, persisted: 0 }
  const env = { connectionType: undefined as string | undefined }

  /** One context's deps (a tab, or the worker): its own locks context, the shared stores. */
  function context(over: Partial<DownloadDeps> = {}): DownloadDeps & { ctx: number } {
    const { id, locks } = lockManager.context()
    const lockManagerLike = { request: (name: string, cb: () => Promise<unknown>) => locks(name, cb) } as unknown as LockManager
    return {
      ctx: id,
      db,
      app: h,
      fetch: mediaFetch as typeof fetch,
      caches,
      now: h.clock.now,
      connectionType: () => env.connectionType,
      online: () => server.online,
      locks: lockManagerLike,
      storage: {
        estimate: async () => (storage.quota > 0 ? { usage: caches.usedBytes() + storage.extraUsage, quota: storage.quota } : {}),
        persist: async () => {
          storage.persisted++
          return true
        },
      },
      ...over,
    }
  }

  /** Episode sizes for a quality: every file below the stream root except the playlists. */
  const mediaBytes = (episodeId: number, q: Quality) =>
    INIT_BYTES + segmentPaths(q, server.episodes[episodeId]?.segments ?? 0).reduce((s, _p, i) => s + segSize(q, i), 0)

  /** Bytes of every file of the episode once: master, the rendition's playlist, init and segments. */
  const episodeBytes = (episodeId: number, q: Quality) =>
    (mediaBody(episodeId, 'master.m3u8')?.byteLength ?? 0) +
    (mediaBody(episodeId, `${q}/index.m3u8`)?.byteLength ?? 0) +
    mediaBytes(episodeId, q)

  return { h, server, caches, db, dbName, lockManager, storage, env, context, mediaFetch, mediaBytes, episodeBytes, mediaBody }
}

export const request = (episodeId: number, quality: Quality = '720p', titleId = 1) => ({
  episodeId,
  titleId,
  title: 'A title',
  episodeTitle: `Episode ${episodeId}`,
  poster: '/poster.jpg',
  quality,
})

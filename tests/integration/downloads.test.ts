import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike } from '../../src/api/http'
import type { AppServices } from '../../src/data/services'
import { createAppServices } from '../../src/data/eager-services'
import { signIn } from '../../src/data/session-actions'
import { DownloadsDb } from '../../src/data/downloads/db'
import type { DownloadDeps } from '../../src/data/downloads/deps'
import { kickDownloader } from '../../src/data/downloads/downloader'
import { offerQualities, queueDownload } from '../../src/data/downloads/queue'
import { freshDb } from '../helpers/test-db'
import { MemoryCacheStorage } from '../helpers/memory-caches'
import { referenceServer } from './reference-server'

const PHONE = '959420009002'
const EPISODE_S = 60

describe('downloads against the reference server', () => {
  let server: Awaited<ReturnType<typeof referenceServer>>
  let services: AppServices
  let episodeId = 0
  beforeAll(async () => {
    server = await referenceServer({ accessTokenTtlS: 3600, mediaEpisodeSeconds: EPISODE_S })
    services = createAppServices({ db: freshDb(), baseURL: server.url, sync: { autoRun: false, requestBackgroundSync: () => undefined } })
    expect((await services.api.sendOtp(PHONE)).ok).toBe(true)
    const verified = await services.api.verifyOtp(PHONE, await server.otp(PHONE))
    if (!verified.ok) throw new Error(verified.failure.message)
    expect((await signIn(services, verified.value)).ok).toBe(true)
    const home = await services.api.getHome()
    if (!home.ok) throw new Error(home.failure.message)
    for (const item of home.value.sections.flatMap((s) => s.contents)) {
      const content = await services.api.getContent(item.id)
      const free = content.ok ? content.value.children.find((c) => c.isFree) : undefined
      if (free) {
        episodeId = free.id
        break
      }
    }
    expect(episodeId).toBeGreaterThan(0)
  })
  afterAll(async () => {
    await server.close()
  })

  function deps(cutAfterFiles: number | null) {
    const hits = new Map<string, number>()
    let bytes = 0
    let cut = cutAfterFiles
    const state = { online: true }
    const mediaFetch: FetchLike = async (input, init) => {
      const url = new URL(String(input), server.url)
      if (!state.online) throw new TypeError('Failed to fetch')
      if (cut !== null && cut-- <= 0) {
        state.online = false
        cut = null
        throw new TypeError('Failed to fetch')
      }
      const res = await fetch(url, init)
      const body = await res.arrayBuffer()
      if (res.ok) {
        const path = url.pathname.split('/').slice(5).join('/')
        hits.set(path, (hits.get(path) ?? 0) + 1)
        bytes += body.byteLength
      }
      return new Response(body, { status: res.status, headers: res.headers })
    }
    const caches = new MemoryCacheStorage(server.url)
    const d: DownloadDeps = {
      db: new DownloadsDb(`it-downloads-${Math.random().toString(36).slice(2)}`),
      app: services,
      fetch: mediaFetch as typeof fetch,
      caches,
      now: Date.now,
      connectionType: () => undefined,
      online: () => state.online,
    }
    return { d, hits, caches, state, bytes: () => bytes }
  }

  it('offers sizes from the real master, then downloads the episode with every file fetched once', async () => {
    const offer = await offerQualities(deps(null).d, episodeId)
    if (!offer.ok) throw new Error(offer.failure.message)
    expect(offer.value.durationS).toBe(EPISODE_S)
    expect(offer.value.offers.map((o) => o.quality)).toEqual(['240p', '360p', '720p'])
    const t = deps(null)
    const queued = await queueDownload(t.d, { episodeId, titleId: 1, title: 'T', episodeTitle: 'E', poster: '', quality: '240p' })
    expect(queued.ok).toBe(true)
    await kickDownloader(t.d)
    const row = await t.d.db.downloads.get(episodeId)
    expect(row?.state).toBe('completed')
    expect([...t.hits.values()].every((n) => n === 1)).toBe(true)
    expect(row?.bytesDone).toBe(t.caches.usedBytes())
    // The size offered is within 15 % of what was stored.
    const offered = offer.value.offers.find((o) => o.quality === '240p')?.bytes ?? 0
    expect(Math.abs(offered - (row?.bytesDone ?? 0)) / offered).toBeLessThan(0.15)
  })

  it('a download cut off mid-way resumes and completes, fetching no file twice', async () => {
    const t = deps(6)
    await queueDownload(t.d, { episodeId, titleId: 1, title: 'T', episodeTitle: 'E', poster: '', quality: '360p' })
    await kickDownloader(t.d)
    expect((await t.d.db.downloads.get(episodeId))?.state).toBe('waiting')
    t.state.online = true
    await kickDownloader(t.d)
    expect((await t.d.db.downloads.get(episodeId))?.state).toBe('completed')
    expect([...t.hits.values()].every((n) => n === 1)).toBe(true)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FetchLike } from '../../src/api/http'
import type { Api } from '../../src/api/client'
import type { AppServices } from '../../src/data/services'
import { createAppServices } from '../../src/data/eager-services'
import { signIn } from '../../src/data/session-actions'
import { readSyncSummary } from '../../src/data/sync/queries'
import { freshDb } from '../helpers/test-db'
import { referenceServer } from './reference-server'
import { mulberry32 } from '../helpers/seeded-random'

const FAULTS = { latencyMs: 15, failRate: 0.3, failStatus: 503, resetRate: 0.1 }
const TTL_S = 60
const PHONE = '959420009001'
const DURATION = 3_600_000

async function readAll<T>(
  load: (page: number) => ReturnType<Api['getFavorites']> | ReturnType<Api['getWatchHistory']>,
  pick: (item: never) => T,
): Promise<T[]> {
  const out: T[] = []
  for (let page = 1; page < 50; page++) {
    const res = await load(page)
    if (!res.ok) throw new Error(`read-back failed: ${res.failure.message}`)
    out.push(...res.value.items.map((i) => pick(i as never)))
    if (res.value.items.length === 0) break
  }
  return out
}

describe('outbox against the reference server', () => {
  let server: Awaited<ReturnType<typeof referenceServer>>
  beforeAll(async () => {
    server = await referenceServer({ accessTokenTtlS: TTL_S })
  })
  afterAll(async () => {
    await server.close()
  })

  it('ends with the server holding the last intent per item, through latency, 30 % 5xx, resets and tokens expiring mid-replay', async () => {
    const counts = new Map<string, number>()
    let requests = 0
    const outcomes = new Map<string, number>()
    const note = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1)
    const countingFetch: FetchLike = async (input, init) => {
      requests++
      const url = new URL(input instanceof Request ? input.url : String(input))
      note(counts, `${init?.method ?? 'GET'} ${url.pathname}`)
      try {
        const res = await fetch(input, init)
        note(outcomes, String(res.status))
        return res
      } catch (e) {
        note(outcomes, 'connection reset')
        throw e
      }
    }
    const services: AppServices = createAppServices({
      db: freshDb(),
      baseURL: server.url,
      fetch: countingFetch,
      sync: { backoff: { baseMs: 20, maxMs: 400 }, isOnline: () => true, requestBackgroundSync: () => undefined },
    })
    let logins = 0
    // Logging in is scaffolding here, not the subject: it happens with the faults off.
    async function login() {
      await server.clearFaults()
      server.advance(61_000) // past the OTP resend limit
      expect((await services.api.sendOtp(PHONE)).ok).toBe(true)
      const verified = await services.api.verifyOtp(PHONE, await server.otp(PHONE))
      if (!verified.ok) throw new Error(verified.failure.message)
      expect((await signIn(services, verified.value)).ok).toBe(true)
      logins++
      await server.setFaults({ ...FAULTS, resetPhase: 'after' })
    }

    try {
      await server.clearFaults()
      const home = await services.api.getHome()
      if (!home.ok) throw new Error(home.failure.message)
      const contentIds = [...new Set(home.value.sections.flatMap((s) => s.contents.map((c) => c.id)))].slice(0, 8)
      const childIds: number[] = []
      for (const id of contentIds) {
        const d = await services.api.getContent(id)
        if (d.ok) childIds.push(...d.value.children.slice(0, 2).map((c) => c.id))
        if (childIds.length >= 6) break
      }
      expect(contentIds.length).toBe(8)
      expect(childIds.length).toBeGreaterThanOrEqual(6)
      await login()

      const rng = mulberry32(20250101)
      const pick = <T>(xs: T[]) => xs[Math.floor(rng() * xs.length)] as T
      const lastFavorite = new Map<number, boolean>()
      const lastPosition = new Map<number, number>()
      let enqueued = 0
      for (let round = 0; round < 6; round++) {
        const replay = services.sync.drain(5)
        for (let i = 0; i < 12; i++) {
          if (rng() < 0.6) {
            const contentId = pick(contentIds)
            const wanted = rng() < 0.5
            expect((await services.sync.enqueue('favorite', { contentId, wanted })).ok).toBe(true)
            lastFavorite.set(contentId, wanted)
          } else {
            const childId = pick(childIds.slice(0, 6))
            const position = Math.floor(rng() * DURATION)
            expect((await services.sync.enqueue('position', { childId, duration: DURATION, position })).ok).toBe(true)
            lastPosition.set(childId, position)
          }
          enqueued++
          await new Promise((r) => setTimeout(r, Math.floor(rng() * 15)))
          // Access tokens expire while the replay is running.
          if (i === 6 && round % 2 === 0) server.advance((TTL_S + 1) * 1000)
        }
        if (round === 3) await server.setFaults({ ...FAULTS, resetPhase: 'before' })
        await replay
      }

      for (let i = 0; i < 100; i++) {
        const report = await services.sync.drain(20)
        const summary = await readSyncSummary(services.db)
        if (report.state === 'paused') await login()
        else if (summary.pending === 0) break
      }
      const summary = await readSyncSummary(services.db)
      await server.clearFaults()

      const favorites = await readAll(
        (p) => services.api.getFavorites(p),
        (i: { id: number }) => i.id,
      )
      const positions = await readAll(
        (p) => services.api.getWatchHistory(p),
        (i: { childId: number; position: number }) => [i.childId, i.position] as const,
      )
      const expectedFavorites = [...lastFavorite].filter(([, on]) => on).map(([id]) => id)
      expect(summary).toMatchObject({ pending: 0, dead: 0 })
      expect(favorites.sort((a, b) => a - b)).toEqual(expectedFavorites.sort((a, b) => a - b))
      expect(new Map(positions)).toEqual(lastPosition)

      const refreshes = counts.get('POST /v1/auth/refresh-token') ?? 0
      const writes = [...counts].filter(([k]) => /^(POST|DELETE) \/v1\/(favorite|watch_history)$/.test(k)).reduce((n, [, c]) => n + c, 0)
      console.info(
        `[outbox integration] ${enqueued} enqueued → ${writes} write requests, ${refreshes} token refreshes, ` +
          `${logins} logins, ${requests} requests in all; answers: ${[...outcomes]
            .sort()
            .map(([k, c]) => `${k} ×${c}`)
            .join(', ')}\n` +
          [...counts]
            .sort()
            .map(([k, c]) => `  ${k}: ${c}`)
            .join('\n'),
      )
      expect(refreshes).toBeGreaterThan(0)
    } finally {
      services.sync.stop()
    }
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import type { DownloadDeps } from './deps'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'

/**
 * Tabs opening, reloading (a killed context: its locks go, its fetches never answer, as in a tab
 * that is gone) and the worker waking, in any order and at any moment, against one queue.
 */
type Step = { kind: 'open' } | { kind: 'worker' } | { kind: 'reload'; which: number } | { kind: 'wait'; ms: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'open' }),
  fc.constant<Step>({ kind: 'worker' }),
  fc.nat(8).map<Step>((which) => ({ kind: 'reload', which })),
  fc.integer({ min: 0, max: 3 }).map<Step>((ms) => ({ kind: 'wait', ms })),
)

/** `11/720p/l0/seg_000.m4s` for an address below episode 11's grant. */
const fileOf = (url: string) => new URL(url, 'https://app.test').pathname.replace(/^\/media\/e\/(\d+)\/[^/]+\//, '$1/')

describe('one downloader across tabs, reloads and the worker', () => {
  it('whatever opens, reloads or wakes meanwhile, one context fetches at a time, every download completes, and no file arrives whole twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const t = downloadHarness({ 11: { segments: 6 }, 12: { segments: 4 } })
        await t.h.login(1)
        const dead = new Set<number>()
        const fetching = new Map<number, number>()
        const delivered = new Map<string, number>()
        let overlap = 0
        const contexts: Array<DownloadDeps & { ctx: number }> = []

        const open = (worker: boolean) => {
          let self = 0
          const deps = t.context({
            watchBackgroundFetch: !worker,
            fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
              if (dead.has(self)) return new Promise<Response>(() => undefined)
              fetching.set(self, (fetching.get(self) ?? 0) + 1)
              if ([...fetching].filter(([ctx, n]) => n > 0 && !dead.has(ctx)).length > 1) overlap++
              try {
                const answer = await t.mediaFetch(input as string, init)
                if (dead.has(self)) return new Promise<Response>(() => undefined)
                const file = fileOf(String(input))
                if (answer.status === 200) delivered.set(file, (delivered.get(file) ?? 0) + 1)
                return answer
              } finally {
                fetching.set(self, (fetching.get(self) ?? 1) - 1)
              }
            }) as typeof fetch,
          })
          self = deps.ctx
          contexts.push(deps)
          void kickDownloader(deps)
          return deps
        }

        // Two downloads queued while offline: nothing runs until the steps below.
        const offline = t.context({ online: () => false })
        expect((await queueDownload(offline, request(11))).ok).toBe(true)
        expect((await queueDownload(offline, request(12))).ok).toBe(true)
        for (const s of steps) {
          if (s.kind === 'open') open(false)
          else if (s.kind === 'worker') open(true)
          else if (s.kind === 'reload') {
            const live = contexts.filter((c) => !dead.has(c.ctx))
            const gone = live[s.which % Math.max(1, live.length)]
            if (gone) {
              dead.add(gone.ctx)
              t.lockManager.kill(gone.ctx)
              open(false)
            }
          } else await new Promise((r) => setTimeout(r, s.ms))
        }
        // The last tab stays open until the queue is done.
        const last = open(false)
        for (let i = 0; i < 5; i++) await kickDownloader(last)

        expect(overlap).toBe(0)
        for (const id of [11, 12]) expect((await t.db.downloads.get(id))?.state).toBe('completed')
        for (const [file, n] of delivered) expect([file, n]).toEqual([file, 1])
        const rows = await t.db.downloads.toArray()
        expect(rows.reduce((n, r) => n + r.bytesDone, 0)).toBe(t.caches.usedBytes())
      }),
      { numRuns: 30 },
    )
  }, 60_000)
})

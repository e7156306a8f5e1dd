import { describe, expect, it } from 'vitest'
import { downloadHarness, request } from '../../../tests/helpers/download-harness'
import { fakeBackgroundFetch } from '../../../tests/helpers/fake-background-fetch'
import { storeBackgroundFetch } from './background-store'
import { offKey } from './background-fetch'
import { kickDownloader } from './downloader'
import { queueDownload } from './queue'
import { STALL_MS } from './supervise'

/**
 * A page holding the lock, a scripted browser behind Background Fetch: at each of the page's looks
 * the browser fetches `perLook` more files of its batch, until `stallAfter` files, where it stops
 * for good with no result (as Chromium's does). When the batch ends or is aborted, the worker stores
 * what arrived, as it does on its backgroundfetch* event.
 */
function scripted(opts: { stallAfter: number; perLook?: number; workerAsleep?: boolean }) {
  const t = downloadHarness({ 11: { segments: 8 } })
  const bg = fakeBackgroundFetch()
  const arrived = new Map<string, Response>()
  const sizes = new Map<string, number>()
  const seen: Array<number | null | undefined> = []
  let workerDone = false
  const worker = { db: t.db, caches: t.caches, now: t.h.clock.now, connectionType: () => undefined }
  const look = async () => {
    const registration = bg.active.get('dl:11')
    seen.push((await t.db.downloads.get(11))?.receiving)
    if (registration && !registration.aborted) {
      const next = registration.urls.filter((u) => !arrived.has(u)).slice(0, opts.perLook ?? 1)
      for (const url of next) {
        if (arrived.size >= opts.stallAfter) break
        const answer = await t.mediaFetch(url)
        sizes.set(url, (await answer.clone().arrayBuffer()).byteLength)
        arrived.set(url, answer)
      }
      ;(registration as { downloaded?: number }).downloaded = [...sizes.values()].reduce((n, b) => n + b, 0)
      // Finished files answer at once; the one the browser stopped on never does.
      registration.records = () =>
        registration.urls.map((url) => ({
          request: new Request(url),
          responseReady: arrived.has(url) ? Promise.resolve(arrived.get(url)!.clone()) : new Promise<Response>(() => undefined),
        }))
      if (arrived.size === registration.urls.length) {
        ;(registration as { result?: string }).result = 'success'
      }
    }
    const ended = bg.calls.length > 0 && (!registration || registration.aborted || (registration as { result?: string }).result)
    if (ended && !workerDone && !opts.workerAsleep) {
      workerDone = true
      // An aborted batch is gone from the browser's list; its records still reach the worker.
      const done = bg.finish('dl:11', (url) => arrived.get(url)?.clone(), registration ? [] : (bg.calls[0]?.urls ?? []))
      await storeBackgroundFetch(worker, done)
    }
  }
  const deps = t.context({
    ...bg.deps,
    watchBackgroundFetch: true,
    harvestWaitMs: 5,
    sleep: async (ms) => {
      t.h.clock.advance(ms)
      await look()
    },
  })
  return { t, bg, deps, arrived, sizes, seen }
}

describe('watching the browser’s Background Fetch', () => {
  it('a batch that stops moving for 15 s is taken back: what arrived is stored, the page fetches only the rest, each file once', async () => {
    const { t, bg, deps, arrived } = scripted({ stallAfter: 4 })
    await t.h.login(1)
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
    await kickDownloader(deps)
    const row = await t.db.downloads.get(11)
    expect(row?.state).toBe('completed')
    expect(row?.receiving ?? null).toBeNull()
    expect(bg.calls).toHaveLength(1)
    expect(arrived.size).toBe(4)
    for (const [file, n] of t.server.hits) expect([file, n]).toEqual([file, 1])
    expect(row?.bytesDone).toBe(t.caches.usedBytes())
    // This download is not handed to the browser again.
    expect((await t.db.kv.get(offKey(11)))?.value).toBe(row?.createdAt)
  })

  it('a stuck batch whose worker never answers the abort: the page stores what the browser finished, and no file is fetched twice', async () => {
    const { t, bg, deps, arrived } = scripted({ stallAfter: 5, workerAsleep: true })
    await t.h.login(1)
    expect((await queueDownload(deps, request(11))).ok).toBe(true)
    await kickDownloader(deps)
    const row = await t.db.downloads.get(11)
    expect(row?.state).toBe('completed')
    expect(bg.calls).toHaveLength(1)
    expect(arrived.size).toBe(5)
    for (const [file, n] of t.server.hits) expect([file, n]).toEqual([file, 1])
    expect(row?.bytesDone).toBe(t.caches.usedBytes())
  })

  it('is not taken back before 15 s without a byte', async () => {
    const { t, deps } = scripted({ stallAfter: 4 })
    await t.h.login(1)
    await queueDownload(t.context({ online: () => false }), request(11))
    const started = t.h.clock.now()
    await kickDownloader(deps)
    expect(t.h.clock.now() - started).toBeGreaterThanOrEqual(STALL_MS)
  })

  it('while the browser fetches, the row shows the bytes it received, and a batch that ends completes the download', async () => {
    const { t, deps, seen, sizes } = scripted({ stallAfter: Infinity })
    await t.h.login(1)
    await queueDownload(t.context({ online: () => false }), request(11))
    await kickDownloader(deps)
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
    const received = seen.filter((n): n is number => typeof n === 'number' && n > 0)
    // It rose look by look, never past what had arrived.
    expect(received.length).toBeGreaterThan(2)
    expect([...received].sort((a, b) => a - b)).toEqual(received)
    const all = [...sizes.values()].reduce((n, b) => n + b, 0)
    expect(Math.max(...received)).toBeLessThanOrEqual(all)
    for (const [file, n] of t.server.hits) expect([file, n]).toEqual([file, 1])
  })

  it('pausing while the browser fetches stops the watch and the batch', async () => {
    const { t, bg, deps } = scripted({ stallAfter: 2 })
    await t.h.login(1)
    await queueDownload(t.context({ online: () => false }), request(11))
    const run = kickDownloader(deps)
    await expect.poll(() => bg.calls.length).toBe(1)
    await t.db.downloads.update(11, { state: 'paused' })
    await run
    expect((await t.db.downloads.get(11))?.state).toBe('paused')
  })
})

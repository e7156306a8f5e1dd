import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import { downloadOf, patchDownload, queueThroughTitlePage } from './support/downloads.ts'
import { readTable } from './support/idb.ts'
import { startPlaying, video } from './support/player.ts'

// Protected bytes on the device: a download keeps ciphertext, its key lives in IndexedDB with its
// licence, and bytes without a live licence never play. Title 1's first episodes are free for a
// logged-in viewer; episodes last 20 s (the tests are about the bytes, not the length).
const TITLE = 1
const EPISODE = 101
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '20' } })
test.setTimeout(120_000)

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

async function downloaded(page: Page): Promise<void> {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${TITLE}`)
  await queueThroughTitlePage(page, EPISODE, '240p')
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 60_000 }).toBe('completed')
}

interface KeySeen {
  episodeId: number
  licenseId: string
  userId: number
  key: string
}

/** Bytes 4..8 of every stored init and media segment (an MP4 box's type sits there), by path. */
function boxTypes(page: Page): Promise<Array<{ path: string; type: string; bytes: number }>> {
  return page.evaluate(async () => {
    const cache = await caches.open('downloads-v1')
    const out: Array<{ path: string; type: string; bytes: number }> = []
    for (const req of await cache.keys()) {
      const path = new URL(req.url).pathname
      if (!/\.(mp4|m4s)$/.test(path)) continue
      const bytes = new Uint8Array((await (await cache.match(req))?.arrayBuffer()) ?? new ArrayBuffer(0))
      out.push({ path, type: String.fromCharCode(...bytes.slice(4, 8)), bytes: bytes.byteLength })
    }
    return out
  })
}

/** Every address any cache of the origin holds. */
function everyCachedPath(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = []
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname)
    }
    return out
  })
}

// ISO-BMFF box types a fragmented MP4 begins its files with.
const MP4_BOXES = ['ftyp', 'styp', 'moov', 'moof', 'mdat', 'sidx', 'free', 'skip', 'emsg', 'prft', 'uuid', 'meta']

test('a download stores ciphertext that does not parse as MP4, its key only in IndexedDB, and plays offline from a cold start', async ({
  page,
  context,
  server,
}) => {
  await downloaded(page)

  const files = await boxTypes(page)
  expect(files.filter((f) => f.path.endsWith('/init.mp4')).length).toBeGreaterThan(0)
  expect(files.filter((f) => f.path.endsWith('.m4s')).length).toBeGreaterThan(0)
  for (const f of files) {
    expect(MP4_BOXES, `${f.path} starts like an MP4 box`).not.toContain(f.type)
    // AES-128-CBC with PKCS#7 padding: whole 16-byte blocks.
    expect(f.bytes % 16, f.path).toBe(0)
  }
  expect((await everyCachedPath(page)).filter((p) => p.endsWith('/key'))).toEqual([])
  const keys = await readTable<KeySeen>(page, 'keys', 'yoke-shin-downloads')
  expect(keys).toHaveLength(1)
  expect(keys[0]).toMatchObject({ episodeId: EPISODE, key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/) as unknown as string })

  await server.stop()
  await context.setOffline(true)
  await page.close()
  const cold = await context.newPage()
  await cold.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await startPlaying(cold, 'Play')
  await expect(cold.getByRole('status').filter({ hasText: 'Playing from downloads' })).toBeVisible()
  await expect.poll(async () => (await video(cold))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(3)
  // Playing decrypted nothing into any cache.
  expect((await everyCachedPath(cold)).filter((p) => p.endsWith('/key'))).toEqual([])
})

test('a download whose licence ended does not play even with its bytes, its row and its old key put back', async ({ page }) => {
  await downloaded(page)
  // What someone with the device could save while the licence ran: the bytes and the key.
  const [stolen] = await readTable<KeySeen>(page, 'keys', 'yoke-shin-downloads')
  expect(stolen).toBeDefined()
  await page.evaluate(async () => {
    const from = await caches.open('downloads-v1')
    const to = await caches.open('copied-away')
    for (const req of await from.keys()) {
      const res = await from.match(req)
      if (res) await to.put(req, res)
    }
  })

  // 48 hours after its first play the licence has ended; the app's next start expires it.
  await patchDownload(page, EPISODE, { firstPlayedAt: Date.now() - 49 * 3600_000 })
  await page.goto('/downloads')
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 15_000 }).toBe('expired')
  await expect.poll(() => readTable(page, 'keys', 'yoke-shin-downloads')).toEqual([])

  // Everything put back: the bytes into the downloads cache, the row as it was, the key beside them.
  await page.evaluate(
    async ({ episodeId, key }) => {
      const raw = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/') + '=='), (c) => c.charCodeAt(0))
      await caches.delete('downloads-v1')
      const from = await caches.open('copied-away')
      const to = await caches.open('downloads-v1')
      for (const req of await from.keys()) {
        const res = await from.match(req)
        if (res) await to.put(req, res)
      }
      await to.put(`/__downloads/${episodeId}/240p/key`, new Response(raw))
    },
    { episodeId: EPISODE, key: stolen?.key ?? '' },
  )
  await patchDownload(page, EPISODE, { state: 'completed', problem: null, expiredAt: null, firstPlayedAt: null })

  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await expect(page.getByRole('alert')).toContainText('This download has expired')
  await expect(page.locator('video')).toHaveCount(0)
})

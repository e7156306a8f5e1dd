import type { BrowserContext, Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import {
  downloadOf,
  queueThroughTitlePage,
  readDownloadsTable,
  storedFiles,
  withoutBackgroundFetch,
  type SegmentSeen,
} from './support/downloads.ts'
import { startPlaying, video } from './support/player.ts'

/*
 * A download still on its way plays what has arrived from the device; the rest streams while the
 * server answers, and with no server playback stops at the first missing part and says so.
 */

const PLAY = 'Play'
const TITLE = 1
const EPISODE = 101
/** Media segments the download keeps before it is paused. */
const KEPT = 2
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '60' } })
test.setTimeout(150_000)

test.beforeEach(async ({ page, context }) => {
  await inEnglish(page)
  // The page's own downloader fetches every file, so the test can stop it after a few.
  await withoutBackgroundFetch(context)
})

/**
 * Media segments past the first KEPT wait until the gate opens: the download is paused with exactly
 * the files it had before the gate, whatever the machine's speed.
 */
async function gateSegments(context: BrowserContext, paceMs = 0): Promise<{ open(): void }> {
  let served = 0
  let release: () => void = () => undefined
  const opened = new Promise<void>((resolve) => (release = resolve))
  let isOpen = false
  await context.route(`**/media/e/${EPISODE}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path.endsWith('.m4s') && !isOpen && served++ >= KEPT) await opened
    // A link slow enough that the player catches up with the downloader.
    if (path.endsWith('.m4s') && paceMs > 0) await new Promise((r) => setTimeout(r, paceMs))
    await route.continue().catch(() => undefined)
  })
  return {
    open() {
      isOpen = true
      release()
    },
  }
}

/** A 240p download paused after KEPT media segments; answers the seconds those segments hold. */
async function partlyDownloaded(page: Page, context: BrowserContext): Promise<{ keptSeconds: number; keptPaths: string[] }> {
  const gate = await gateSegments(context)
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${TITLE}`)
  await queueThroughTitlePage(page, EPISODE, '240p')
  const media = async () =>
    (await readDownloadsTable<SegmentSeen>(page, 'segments')).filter((s) => s.episodeId === EPISODE && s.path.endsWith('.m4s'))
  await expect.poll(async () => (await media()).filter((s) => s.done).length, { timeout: 60_000 }).toBe(KEPT)

  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${EPISODE}&"]`) })
  await row.getByRole('button', { name: 'Download' }).click()
  await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Pause' }).click()
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state).toBe('paused')
  gate.open()

  const kept = (await media()).filter((s) => s.done)
  expect(kept.map((s) => s.path)).toEqual((await media()).slice(0, KEPT).map((s) => s.path))
  // Each kept segment's length, from the stored media playlist.
  const keptSeconds = await page.evaluate(async (episodeId) => {
    const cache = await caches.open('downloads-v1')
    const text = (await (await cache.match(`/__downloads/${episodeId}/240p/index.m3u8`))?.text()) ?? ''
    const lengths = [...text.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]))
    return lengths.slice(0, 2).reduce((a, b) => a + b, 0)
  }, EPISODE)
  expect(keptSeconds).toBeGreaterThan(0)
  return { keptSeconds, keptPaths: kept.map((s) => s.path) }
}

test('a paused download plays from the device, then streams the part not yet downloaded', async ({ page, context }) => {
  const { keptSeconds, keptPaths } = await partlyDownloaded(page, context)
  const network: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith(`/media/e/${EPISODE}/`)) network.push(path)
  })
  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await startPlaying(page, PLAY)
  await expect(page.getByRole('status').filter({ hasText: 'Playing from downloads' })).toHaveCount(1)
  await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 40_000 }).toBeGreaterThan(keptSeconds + 2)
  await expect(page.getByRole('status').filter({ hasText: 'Streaming: this part hasn’t downloaded yet' })).toHaveCount(1)

  // What is stored never went to the network; what is not came under a stream grant.
  const streamed = network.filter((p) => p.endsWith('.m4s'))
  expect(streamed.length).toBeGreaterThan(0)
  for (const path of keptPaths)
    expect(
      streamed.some((p) => p.endsWith(`/${path}`)),
      path,
    ).toBe(false)
  expect(network.some((p) => p.endsWith('/master.m3u8') || p.endsWith('/index.m3u8'))).toBe(false)
  // The media key comes from the device, kept with the licence: never from the network.
  expect(network.some((p) => p.endsWith('/key'))).toBe(false)
  // The player stored nothing: the download is as it was paused.
  expect((await downloadOf(page, EPISODE))?.segmentsDone).toBe(
    (await readDownloadsTable<SegmentSeen>(page, 'segments')).filter((s) => s.episodeId === EPISODE && s.done).length,
  )
  const files = (await storedFiles(page)).filter((f) => f.path.endsWith('.m4s'))
  expect(files.map((f) => f.path.split(`/__downloads/${EPISODE}/`)[1]).sort()).toEqual([...keptPaths].sort())
})

test('played while it downloads, no file is fetched by both the player and the downloader', async ({ page, context }) => {
  // Every media request of every tab, by its path below the grant.
  const asked = new Map<string, number>()
  context.on('request', (r) => {
    const m = new RegExp(`/media/e/${EPISODE}/[^/]+/(.+\\.m4s)$`).exec(new URL(r.url()).pathname)
    if (m?.[1]) asked.set(m[1], (asked.get(m[1]) ?? 0) + 1)
  })
  const gate = await gateSegments(context, 400)
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${TITLE}`)
  await queueThroughTitlePage(page, EPISODE, '240p')
  await expect
    .poll(
      async () =>
        (await readDownloadsTable<SegmentSeen>(page, 'segments')).filter(
          (s) => s.episodeId === EPISODE && s.done && s.path.endsWith('.m4s'),
        ).length,
      { timeout: 60_000 },
    )
    .toBe(KEPT)

  // The viewer opens the player in another tab while the first one downloads.
  const player = await context.newPage()
  await player.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  gate.open()
  await startPlaying(player, PLAY)
  await expect(player.getByRole('status').filter({ hasText: 'Playing from downloads' })).toHaveCount(1)
  await expect.poll(async () => (await video(player))?.time ?? 0, { timeout: 60_000 }).toBeGreaterThan(12)
  expect((await downloadOf(page, EPISODE))?.state).not.toBe('failed')
  const twice = [...asked].filter(([, n]) => n > 1)
  expect(twice).toEqual([])
  expect(asked.size).toBeGreaterThan(KEPT)
})

// One partial download for both ways the rest can be out of reach: the server stopped, then no connection.
test('with the server stopped, or with no connection, it stops at the first missing part and says so; it plays on once the server answers or the connection returns', async ({
  page,
  context,
  server,
}) => {
  const { keptSeconds } = await partlyDownloaded(page, context)
  const stop = page.getByRole('status').filter({ hasText: "The rest hasn't downloaded yet" })

  await test.step('the server stopped', async () => {
    await server.stop()
    await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
    await startPlaying(page, PLAY)
    await expect(stop).toBeVisible({ timeout: 40_000 })
    await expect(stop).toContainText('It plays on by itself when the connection returns or this part downloads.')
    const at = await video(page)
    expect(at?.paused).toBe(true)
    // Paused at the last stored second, not before it and not in a spinner past it.
    expect(at?.time ?? 0).toBeGreaterThan(keptSeconds - 1)
    expect(at?.time ?? 0).toBeLessThanOrEqual(keptSeconds + 0.5)
    await expect(page.locator('.animate-spin')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    await server.start()
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 60_000 }).toBeGreaterThan(keptSeconds + 2)
    await expect(stop).toHaveCount(0)
  })

  await test.step('no connection', async () => {
    // What streamed above was not stored: past the kept part, the episode is still missing on the device.
    await context.setOffline(true)
    await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
    await startPlaying(page, PLAY)
    await expect(stop).toBeVisible({ timeout: 40_000 })
    expect((await video(page))?.paused).toBe(true)

    await context.setOffline(false)
    await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 30_000 }).toBeGreaterThan(keptSeconds + 2)
    await expect(stop).toHaveCount(0)
  })
})

import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import {
  downloadOf,
  patchDownload,
  queueThroughTitlePage,
  readDownloadsTable,
  storedFiles,
  withoutBackgroundFetch,
  type SegmentSeen,
} from './support/downloads.ts'
import { startPlaying, video } from './support/player.ts'

const PLAY = 'Play'

// Title 1's first two episodes are free for a logged-in viewer. Episodes last 20 s here: the tests
// are about keeping and playing them, not about their length.
const TITLE = 1
const EPISODE = 101
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '20' } })
test.setTimeout(120_000)

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

/** Logged in, the worker in control, on the title page. */
async function onTitlePage(page: Page): Promise<void> {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${TITLE}`)
}

async function downloaded(page: Page, episodeId: number, quality: '240p' | '360p' | '720p' = '240p'): Promise<void> {
  await queueThroughTitlePage(page, episodeId, quality)
  await expect.poll(async () => (await downloadOf(page, episodeId))?.state, { timeout: 60_000 }).toBe('completed')
}

test("a title's page draws its download controls without the download engine, which loads on the first tap", async ({ page }) => {
  // Loaded as a script, that is, compiled and run. The player's warm-up fetches it among the
  // player's code without running it, as a plain fetch.
  const engine: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /\/assets\/download-engine-[\w-]+\.js$/.test(r.url())) engine.push(r.url())
  })
  await onTitlePage(page)
  const control = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href*="contentChildId=${EPISODE}&"]`) })
    .getByRole('button', { name: 'Download' })
  await expect(control).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(engine).toEqual([])

  await control.click()
  await expect(page.getByRole('dialog', { name: 'Download quality' }).getByRole('radio', { name: /240p/ })).toBeVisible()
  expect(engine).toHaveLength(1)
})

test.describe('offline after a cold start', () => {
  // Long enough that the next episode's card (the last 10 s) stays away while the test looks.
  test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '60' } })

  test('a downloaded episode plays from /downloads after a cold start with the server stopped, with its subtitles', async ({
    page,
    context,
    server,
  }) => {
    await onTitlePage(page)
    await downloaded(page, EPISODE)

    await server.stop()
    await context.setOffline(true)
    // A cold start: a new tab, nothing of the app's in memory.
    await page.close()
    const cold = await context.newPage()
    await cold.goto('/downloads')
    await cold.getByRole('link', { name: /Play/ }).first().click()
    await expect(cold).toHaveURL(new RegExp(`contentChildId=${EPISODE}`))
    await startPlaying(cold, PLAY)
    await expect(cold.getByRole('status').filter({ hasText: 'Playing from downloads' })).toBeVisible()
    await expect.poll(async () => (await video(cold))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(3)
    // The first play starts the licence's 48-hour clock.
    await expect.poll(async () => (await downloadOf(cold, EPISODE))?.firstPlayedAt ?? null).not.toBeNull()

    // The download kept the episode's subtitles too.
    const region = cold.getByRole('region')
    await region.hover()
    await region.getByRole('button', { name: /^Subtitles: Off$/ }).click()
    await cold.getByRole('menu', { name: 'Subtitles' }).getByRole('menuitemradio', { name: 'မြန်မာ' }).click()
    await expect(cold.getByTestId('subtitles')).toHaveText(/[\u1000-\u109F]/, { timeout: 15_000 })
  })
})

test.describe('a longer episode', () => {
  test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '60' } })

  test('a download cut by the server stopping completes once it is back, fetching at most its size plus one segment', async ({
    page,
    context,
    server,
  }) => {
    // The page's downloader is what resumes per segment; the browser's own fetch is out of the count.
    await withoutBackgroundFetch(context)
    // Every media byte the page receives for the episode, and a pace slow enough to cut it midway.
    const fetched: Array<{ path: string; bytes: number }> = []
    let received = 0
    await context.route(`**/media/e/${EPISODE}/**`, async (route) => {
      // The server stopped: the page sees the connection refused, as it would.
      const response = await route.fetch().catch(() => null)
      if (!response) return route.abort('connectionrefused')
      const body = await response.body()
      const path = new URL(route.request().url()).pathname
      fetched.push({ path, bytes: body.length })
      received++
      if (path.endsWith('.m4s')) await new Promise((r) => setTimeout(r, 150))
      await route.fulfill({ response, body })
    })
    await onTitlePage(page)
    await queueThroughTitlePage(page, EPISODE, '720p')
    await expect.poll(() => received, { timeout: 30_000 }).toBeGreaterThan(6)
    await server.stop()
    await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 30_000 }).not.toBe('downloading')
    const before = (await downloadOf(page, EPISODE))?.segmentsDone ?? 0
    expect(before).toBeLessThan((await downloadOf(page, EPISODE))?.segmentsTotal ?? 0)

    await server.start()
    // The phone's link comes back: the browser says so.
    await context.setOffline(true)
    await context.setOffline(false)
    await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 60_000 }).toBe('completed')

    const segments = (await readDownloadsTable<SegmentSeen>(page, 'segments')).filter((s) => s.episodeId === EPISODE)
    const size = segments.reduce((n, s) => n + s.bytes, 0)
    const oneSegment = Math.max(...segments.filter((s) => s.path.endsWith('.m4s')).map((s) => s.bytes))
    const total = fetched.reduce((n, f) => n + f.bytes, 0)
    expect(total).toBeLessThanOrEqual(size + oneSegment)
    // And each stored file is whole.
    const files = await storedFiles(page)
    for (const s of segments) expect(files.find((f) => f.path === `/__downloads/${EPISODE}/${s.path}`)?.bytes, s.path).toBe(s.bytes)
  })
})

// One set-up for what a kept download does later: two episodes downloaded once, then each step.
test('a kept download: Delete asks first and removes only its episode; an ended licence or subscription blocks play and says why; logout deletes the rest', async ({
  page,
}) => {
  const OTHER = 102
  await onTitlePage(page)
  await queueThroughTitlePage(page, EPISODE, '240p')
  await downloaded(page, OTHER)
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 60_000 }).toBe('completed')
  const filesOf = async (episodeId: number) =>
    (await storedFiles(page)).filter((f) => f.path.startsWith(`/__downloads/${episodeId}/`)).length
  const mine = await filesOf(EPISODE)
  expect(mine).toBeGreaterThan(0)
  expect(await filesOf(OTHER)).toBeGreaterThan(0)

  await test.step('Delete on a title page asks first: Cancel keeps the episode and its bytes, Delete removes both', async () => {
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${OTHER}&"]`) })
    const others = await filesOf(OTHER)
    await row.getByRole('button', { name: 'Download' }).click()
    await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Delete' }).click()
    const question = page.getByRole('dialog', { name: 'Delete this download?' })
    await expect(question).toBeVisible()
    await expect(question.getByText(/MB\)\. Watching it again offline means downloading it again\./)).toBeVisible()
    await question.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('dialog', { name: 'Download' })).toBeVisible()
    expect((await downloadOf(page, OTHER))?.state).toBe('completed')
    expect(await filesOf(OTHER)).toBe(others)

    await page.getByRole('dialog', { name: 'Download' }).getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('dialog', { name: 'Delete this download?' }).getByRole('button', { name: 'Delete' }).click()
    await expect.poll(async () => downloadOf(page, OTHER)).toBeNull()
    await expect.poll(() => filesOf(OTHER)).toBe(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // The other episode's download is untouched.
    expect(await filesOf(EPISODE)).toBe(mine)
  })

  await test.step('a download whose licence ran out will not play, and says why', async () => {
    // 48 hours after its first play: the licence has ended.
    await patchDownload(page, EPISODE, { firstPlayedAt: Date.now() - 49 * 3600_000 })
    const media: string[] = []
    const onRequest = (r: { url(): string }) => {
      const path = new URL(r.url()).pathname
      if (path.startsWith('/media/') || path.startsWith('/__downloads/')) media.push(path)
    }
    page.on('request', onRequest)
    await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
    await expect(page.getByRole('alert')).toContainText('This download has expired')
    await expect(page.locator('video')).toHaveCount(0)
    page.off('request', onRequest)
    expect(media).toEqual([])
  })

  await test.step('a download kept after the subscription ended says to renew it, with the button to payment', async () => {
    // What the quiet renewal writes when the server refuses it for a lapsed subscription.
    await patchDownload(page, EPISODE, {
      firstPlayedAt: null,
      state: 'expired',
      problem: { kind: 'subscription-ended' },
      expiredAt: Date.now(),
    })
    await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
    await expect(page.getByRole('alert')).toContainText('Renew your subscription to watch')
    await expect(page.locator('video')).toHaveCount(0)
    await page.getByRole('button', { name: 'Renew subscription' }).click()
    await expect(page).toHaveURL(/\/payment/)
  })

  await test.step('logout deletes the viewer’s downloads: their rows and their bytes', async () => {
    expect(await filesOf(EPISODE)).toBeGreaterThan(0)
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()

    await expect.poll(async () => (await readDownloadsTable(page, 'downloads')).length).toBe(0)
    expect(await readDownloadsTable(page, 'segments')).toEqual([])
    expect(await storedFiles(page)).toEqual([])
  })
})

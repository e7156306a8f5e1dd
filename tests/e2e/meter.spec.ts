import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import { downloadOf, queueThroughTitlePage, storedFiles } from './support/downloads.ts'
import { startPlaying, video } from './support/player.ts'

// Title 1's first episode is free for a logged-in viewer; a short episode keeps the test short.
const TITLE = 1
const EPISODE = 101
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '40' } })
test.setTimeout(90_000)

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

async function loggedIn(page: Page): Promise<void> {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
}

/** A figure of the meter's table on the data screen, in MB. */
async function meterFigure(
  page: Page,
  category: 'watching' | 'downloads' | 'browsing' | 'total',
  span: 'today' | 'week' | 'month',
): Promise<number> {
  const text = await page.locator(`tr[data-meter="${category}"] td[data-span="${span}"]`).textContent()
  return Number((text ?? '').replace(/,/g, ''))
}

test('the meter counts a download: the data screen shows the bytes it stored under downloads', async ({ page }) => {
  await loggedIn(page)
  await page.goto('/data-saver')
  await expect(page.locator('tr[data-meter="downloads"] td[data-span="today"]')).toHaveText('0')

  await page.goto(`/content?id=${TITLE}`)
  await queueThroughTitlePage(page, EPISODE, '240p')
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 60_000 }).toBe('completed')
  const stored = (await storedFiles(page)).reduce((n, f) => n + f.bytes, 0)
  expect(stored).toBeGreaterThan(0)

  await page.goto('/data-saver')
  await expect.poll(() => meterFigure(page, 'downloads', 'today')).toBeGreaterThan(0)
  // The meter shows MB to a tenth below 10 MB: the stored bytes, to that precision.
  expect(Math.abs((await meterFigure(page, 'downloads', 'today')) - stored / 1e6)).toBeLessThanOrEqual(0.1)
  expect(await meterFigure(page, 'downloads', 'month')).toBeGreaterThanOrEqual(await meterFigure(page, 'downloads', 'today'))
})

test('the stop screen pauses playback at the daily allowance, and “Watch anyway today” plays on', async ({ page, context }) => {
  await loggedIn(page)
  await page.goto('/data-saver')
  const stopSwitch = page.getByRole('switch', { name: 'Stop streaming after' })
  await stopSwitch.click()
  await expect(stopSwitch).toHaveAttribute('aria-checked', 'true')

  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await startPlaying(page, 'Play')
  await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0)
  const stop = page.getByRole('alertdialog', { name: "Today's data for streaming is used" })
  await expect(stop).toBeHidden()

  // While it plays, the viewer lowers the amount below today's use from another tab.
  const settings = await context.newPage()
  await settings.goto('/data-saver')
  const amount = settings.getByRole('spinbutton', { name: 'Stop streaming after' })
  await amount.fill('1')
  await amount.press('Enter')
  await expect(amount).toHaveValue('1')

  await expect(stop).toBeVisible({ timeout: 15_000 })
  await expect(stop).toContainText('stop streaming at 1 MB a day')
  await expect.poll(async () => (await video(page))?.paused).toBe(true)
  const heldAt = (await video(page))!.time

  await stop.getByRole('button', { name: 'Watch anyway today' }).click()
  await expect(stop).toBeHidden()
  await expect.poll(async () => (await video(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(heldAt)
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { downloadOf, readDownloadsTable, withoutBackgroundFetch } from './support/downloads.ts'
import { startPlaying } from './support/player.ts'

// Title 1 is a series; a premium viewer may download all of it. Episodes last 6 s here: the test is
// about when the autopilot fetches them, not about their length.
const TITLE = 1
const WATCHED = 101
const NEXT = 102
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '6' } })
test.setTimeout(60_000)

// An evening in Myanmar time (UTC+06:30), yesterday's: the server keeps real time.
const yesterday = new Date(Date.now() + 390 * 60_000 - 86_400_000).toISOString().slice(0, 10)
const at = (hhmmss: string) => Date.parse(`${yesterday}T${hhmmss}+06:30`)

const episodeRow = (page: Page, id: number) => page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${id}&"]`) })
const planned = async (page: Page) =>
  (
    (await readDownloadsTable<{ key: string; value: { plan: Array<{ episodeId: number }> } }>(page, 'kv')).find(
      (r) => r.key === 'autopilot',
    )?.value.plan ?? []
  ).map((p) => p.episodeId)

test('watching an episode queues the next for tonight: "Tonight" with its size in both languages, nothing fetched at 22:59, the download at 23:00', async ({
  page,
}) => {
  await withoutBackgroundFetch(page)
  await page.addInitScript(() => {
    if (!localStorage.getItem('LANGUAGE')) localStorage.setItem('LANGUAGE', 'en')
  })
  await page.clock.install({ time: at('22:57:00') })
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.premium)
  await page.goto(`/content?id=${TITLE}`)
  const autopilot = page.getByRole('button', { name: 'Get my next episodes tonight' })
  await autopilot.click()
  await expect(autopilot).toHaveAttribute('aria-pressed', 'true')

  await page.goto(`/player?contentChildId=${WATCHED}&isTrailer=false`)
  await startPlaying(page, 'Play')
  await expect.poll(() => planned(page), { timeout: 15_000 }).toEqual([NEXT])

  await page.goto(`/content?id=${TITLE}`)
  await expect(episodeRow(page, NEXT).getByText(/^Tonight · about [\d.]+ MB$/)).toBeVisible()
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'my'))
  await page.reload()
  await expect(episodeRow(page, NEXT).getByText(/^ယနေ့ည · [၀-၉.]+ MB ခန့်$/)).toBeVisible()

  // 22:59 with the app open: the plan waits, no download row, no licence.
  let licences = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/download/license') licences++
  })
  await page.clock.fastForward(at('22:59:30') - (await page.evaluate(() => Date.now())))
  await page.waitForLoadState('networkidle')
  expect(await downloadOf(page, NEXT)).toBeNull()
  expect(licences).toBe(0)

  // 23:00: the window opens and the episode comes.
  await page.clock.fastForward(at('23:00:01') - (await page.evaluate(() => Date.now())))
  await expect.poll(async () => (await downloadOf(page, NEXT))?.state, { timeout: 30_000 }).toBe('completed')
  expect(licences).toBe(1)
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { startPlaying } from './support/player.ts'

const PLAY = 'ဖွင့်ရန်'
// Seeded catalogue: title 50 ("Wild Asia: Rivers") is an international acquisition, in English,
// whose first two episodes are free; title 1 is a Burmese film.
const FOREIGN_EPISODE = 5001
const BURMESE_EPISODE = 101
const MYANMAR = /[\u1000-\u109F]/

async function openEpisode(page: Page, id: number): Promise<void> {
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.free)
  await page.goto(`/player?contentChildId=${id}&isTrailer=false`)
  await startPlaying(page, PLAY)
}

const activeCues = (page: Page, lang: string) =>
  page.evaluate((l) => {
    const tracks = [...(document.querySelector('video')?.textTracks ?? [])]
    const track = tracks.find((t) => t.language === l && t.mode !== 'disabled')
    return track?.activeCues ? [...track.activeCues].map((c) => (c as VTTCue).text) : []
  }, lang)

test('a foreign title starts with Burmese subtitles for a Burmese viewer, drawn on the picture; the menu and c change them, and the choice is remembered', async ({
  page,
}) => {
  await openEpisode(page, FOREIGN_EPISODE)
  await expect.poll(async () => (await activeCues(page, 'my')).join(''), { timeout: 15_000 }).toMatch(MYANMAR)
  await expect(page.getByTestId('subtitles')).toHaveText(MYANMAR)
  await expect(page.getByTestId('subtitles').locator('p')).toHaveAttribute('lang', 'my')

  const region = page.getByRole('region')
  await region.hover()
  await region.getByRole('button', { name: /^စာတန်းထိုး- မြန်မာ$/ }).click()
  await page.getByRole('menu', { name: 'စာတန်းထိုး' }).getByRole('menuitemradio', { name: 'English' }).click()
  await expect(page.getByTestId('subtitles')).toHaveText(/^[A-Za-z ,.?]+$/, { timeout: 10_000 })
  await page.keyboard.press('c')
  await expect(region.getByRole('button', { name: /^စာတန်းထိုး- ပိတ်$/ })).toBeAttached()
  await expect(page.getByTestId('subtitles')).toHaveCount(0)

  // Off is remembered for titles of this kind.
  await page.reload()
  await startPlaying(page, PLAY)
  await expect(page.getByRole('region').getByRole('button', { name: /^စာတန်းထိုး- ပိတ်$/ })).toBeAttached()
})

test('a Burmese title starts without subtitles', async ({ page }) => {
  await openEpisode(page, BURMESE_EPISODE)
  await expect(page.getByRole('region').getByRole('button', { name: /^စာတန်းထိုး- ပိတ်$/ })).toBeAttached({ timeout: 15_000 })
  expect(await activeCues(page, 'my')).toEqual([])
})

test('the speed menu and < > change playbackRate, and the speed is remembered', async ({ page }) => {
  await openEpisode(page, BURMESE_EPISODE)
  const rate = () => page.evaluate(() => document.querySelector('video')?.playbackRate)
  const region = page.getByRole('region')
  await region.hover()
  await region.getByRole('button', { name: /^ဖွင့်နှုန်း- ၁×$/ }).click()
  await page.getByRole('menu', { name: 'ဖွင့်နှုန်း' }).getByRole('menuitemradio', { name: '၁.၅×' }).click()
  await expect.poll(rate).toBe(1.5)
  await page.keyboard.press('>')
  await expect.poll(rate).toBe(2)
  await page.keyboard.press('<')
  await page.keyboard.press('<')
  await expect.poll(rate).toBe(1.25)
  await page.reload()
  await startPlaying(page, PLAY)
  await expect.poll(rate).toBe(1.25)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true })

  test('controls hide after 3 s of playback without a touch and come back on a tap', async ({ page }) => {
    await openEpisode(page, BURMESE_EPISODE)
    const controls = page.locator('[data-controls]')
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.paused)).toBe(false)
    await expect(controls).toHaveAttribute('data-controls', 'hidden', { timeout: 10_000 })
    const box = await page.locator('video').boundingBox()
    if (!box) throw new Error('no video')
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await expect(controls).toHaveAttribute('data-controls', 'shown')
    // A second tap hides them again at once.
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await expect(controls).toHaveAttribute('data-controls', 'hidden')
  })
})

test('the lock screen names the episode and its series (Media Session)', async ({ page }) => {
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.free)
  // From the title's page, as a viewer comes: the player then knows the series.
  await page.goto('/content?id=50')
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  await page.goto(`/player?contentChildId=${FOREIGN_EPISODE}&isTrailer=false`)
  await startPlaying(page, PLAY)
  const metadata = () =>
    page.evaluate(() => {
      const m = navigator.mediaSession.metadata
      return m ? { title: m.title, artist: m.artist, artwork: m.artwork.length } : null
    })
  const title = await page.getByRole('region').getByRole('heading').textContent()
  await expect.poll(metadata).toEqual({ title, artist: 'Wild Asia: Rivers', artwork: 1 })
  expect(title).toBeTruthy()

  await page.getByRole('region').hover()
  await page.getByRole('region').getByRole('button', { name: 'နောက်သို့', exact: true }).click()
  await expect(page).not.toHaveURL(/\/player/)
  await expect.poll(metadata).toBeNull()
})

test.describe('short episodes', () => {
  // 44 s episodes: the last 10 s come soon after a jump.
  test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '45' } })

  async function fromTitlePage(page: Page, episode: number): Promise<void> {
    await page.goto('/?checked=1')
    await logInThroughApi(page, DEMO.free)
    // The title's page stores its episodes: the player then knows which one comes next.
    await page.goto('/content?id=1')
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
    await page.goto(`/player?contentChildId=${episode}&isTrailer=false`)
    await startPlaying(page, PLAY)
  }

  test('a series episode offers Skip intro during its intro, which jumps past it', async ({ page }) => {
    await fromTitlePage(page, BURMESE_EPISODE)
    const skip = page.getByRole('button', { name: 'နိဒါန်း ကျော်ရန်' })
    await skip.click({ timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0)).toBeGreaterThanOrEqual(17)
    await expect(skip).toHaveCount(0)
  })

  test('in the last 10 s the next episode counts down from 5 and plays by itself', async ({ page }) => {
    await fromTitlePage(page, BURMESE_EPISODE)
    await page.evaluate(() => {
      const v = document.querySelector('video')
      if (v) v.currentTime = 30
    })
    const card = page.getByRole('region', { name: 'နောက်ထပ် ကြည့်ရန်' })
    await expect(card).toBeVisible({ timeout: 15_000 })
    await expect(card).toContainText('၅')
    await expect(page).toHaveURL(/contentChildId=102/, { timeout: 20_000 })
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.paused), { timeout: 15_000 }).toBe(false)
  })

  test('cancelled, the countdown does not play the next episode', async ({ page }) => {
    await fromTitlePage(page, BURMESE_EPISODE)
    await page.evaluate(() => {
      const v = document.querySelector('video')
      if (v) v.currentTime = 33
    })
    const card = page.getByRole('region', { name: 'နောက်ထပ် ကြည့်ရန်' })
    await card.getByRole('button', { name: 'မလုပ်တော့ပါ' }).click({ timeout: 15_000 })
    await expect(card).toHaveCount(0)
    await expect.poll(() => page.evaluate(() => document.querySelector('video')?.ended), { timeout: 20_000 }).toBe(true)
    await expect(page).toHaveURL(/contentChildId=101/)
    await expect(page.getByRole('button', { name: 'နောက်အပိုင်း', exact: true })).toBeVisible()
  })
})

test('scrubbing shows a thumbnail above the seek bar, which is asked for only once the viewer scrubs', async ({ page }) => {
  const thumbs: string[] = []
  page.on('request', (r) => {
    if (/\/thumbs\//.test(new URL(r.url()).pathname)) thumbs.push(r.url())
  })
  await openEpisode(page, BURMESE_EPISODE)
  await expect
    .poll(async () => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(1)
  expect(thumbs).toEqual([])
  const region = page.getByRole('region')
  await region.hover()
  const bar = await region.getByRole('slider').boundingBox()
  if (!bar) throw new Error('no seek bar')
  const y = bar.y + bar.height / 2
  await page.mouse.move(bar.x + bar.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(bar.x + bar.width * 0.5, y, { steps: 5 })
  await expect(page.getByTestId('seek-preview')).toBeVisible()
  expect(thumbs.some((u) => u.endsWith('/thumbs/thumbnails.vtt'))).toBe(true)
  await page.mouse.up()
  await expect(page.getByTestId('seek-preview')).toHaveCount(0)
})

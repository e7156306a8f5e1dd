import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import { video } from './support/player.ts'

// Title 1 is a series whose first episodes a logged-in viewer may keep. Nothing is played here:
// the episodes keep their seeded lengths, so the costs are the size a viewer would really see.
const TITLE = 1
const EPISODE = 101

interface Details {
  children: { id: number; durationS?: number }[]
  renditions?: { height: number; bandwidth: number; averageBandwidth?: number }[]
}

/** Megabytes of `height`'s rendition over the episode's length, from the server's own answer. */
async function expectedMb(page: Page, height: number): Promise<number> {
  const details = (await (await page.request.get(`/v1/content/${TITLE}`)).json()) as Details
  const r = details.renditions?.find((x) => x.height === height)
  const durationS = details.children.find((c) => c.id === EPISODE)?.durationS
  if (!r || !durationS) throw new Error('the server named no length or no rendition')
  return ((r.averageBandwidth ?? r.bandwidth) * durationS) / 8 / 1_000_000
}

const MYANMAR_ZERO = 0x1040
const latin = (text: string) => text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - MYANMAR_ZERO)).replace(/,/g, '')

/** The first number in `text`; "about 120 MB" is said to the nearest ten, within 5 % of the size. */
function shownNumber(text: string): number {
  const m = /\d+(\.\d+)?/.exec(latin(text))
  if (!m) throw new Error(`no number in "${text}"`)
  return Number(m[0])
}

async function withDataSaver(page: Page, setting: 'on' | 'off'): Promise<void> {
  await page.addInitScript((s) => localStorage.setItem('DATA_SAVER', s), setting)
}

/** Logged in (a download's sizes come with its grant), on the title's page. */
async function onTitlePage(page: Page): Promise<void> {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await page.goto(`/content?id=${TITLE}`)
}

/** The player's quality menu, opened (its button's name starts with `quality`, in the page's language). */
async function openQualityMenu(page: Page, quality: string) {
  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  const region = page.getByRole('region')
  const button = region.getByRole('button', { name: new RegExp(`^${quality}`) })
  await region.hover()
  await button.click()
  return page.getByRole('menu', { name: quality, exact: true })
}

/** The share of the episode still to play, as the page's video says. */
async function shareLeft(page: Page): Promise<number> {
  const v = await video(page)
  if (!v || !Number.isFinite(v.duration) || v.duration <= 0) throw new Error('the video has no length')
  return (v.duration - v.time) / v.duration
}

const episodeRow = (page: Page) => page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${EPISODE}&"]`) })

test.describe('in English', () => {
  test.beforeEach(async ({ page }) => {
    await inEnglish(page)
  })

  test("a title's page, the download sheet and the player's quality menu say what watching and keeping cost, at the data saver's 360p, and in kyat once a price is entered", async ({
    page,
  }) => {
    await withDataSaver(page, 'on')
    await onTitlePage(page)
    const mb = await expectedMb(page, 360)
    const line = page.locator('p[data-cost]').first()
    await expect(line).toHaveText(/^Watching costs about [\d.,]+ MB at 360p, with the data saver$/)
    expect(Math.abs(shownNumber(await line.innerText()) - mb) / mb).toBeLessThan(0.05)
    await expect(episodeRow(page).locator('[data-cost]')).toHaveText(/^about [\d.,]+ MB$/)

    await episodeRow(page).getByRole('button', { name: 'Download' }).click()
    const sheet = page.getByRole('dialog', { name: 'Download quality' })
    for (const height of [240, 360, 720]) {
      const radio = sheet.getByRole('radio', { name: new RegExp(`${height}p`) })
      await expect(radio).toHaveText(/about [\d.,]+ MB$/)
      const size = await expectedMb(page, height)
      expect(Math.abs(shownNumber((await radio.innerText()).replace(`${height}p`, '')) - size) / size).toBeLessThan(0.05)
    }
    await expect(sheet.getByRole('radio', { name: /360p/ })).toHaveAttribute('aria-checked', 'true')
    await page.keyboard.press('Escape')

    // The player's quality menu: what the rest of the video costs at each quality.
    const menu = await openQualityMenu(page, 'Quality')
    await expect(menu.getByText('Data to the end of this video')).toBeVisible()
    // Auto names no figure: its quality is not known in advance.
    await expect(menu.getByRole('menuitemradio', { name: /^Auto/ }).locator('[data-cost]')).toHaveCount(0)
    for (const height of [240, 360, 720]) {
      const item = menu.getByRole('menuitemradio', { name: new RegExp(`^${height}p`) })
      await expect(item.locator('[data-cost]')).toHaveText(/^about [\d.,]+ MB$/)
      // The rest of the video, from where it stands (it may be playing): read after the figure, so a little less.
      const shown = shownNumber(await item.locator('[data-cost]').innerText())
      const share = await shareLeft(page)
      const rest = (await expectedMb(page, height)) * share
      expect(Math.abs(shown - rest) / rest).toBeLessThan(0.05)
    }

    // No price yet, so no kyat; then the viewer enters one.
    await page.goto('/data-saver')
    await page.getByLabel('Day data: kyat per MB').fill('2')
    await page.getByRole('button', { name: 'Save prices' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Prices saved.' })).toBeVisible()
    await page.goto(`/content?id=${TITLE}`)
    await expect(line).toHaveText(/^Watching costs about [\d.,]+ MB · about [\d.,]+ kyat at 360p, with the data saver$/)
    const kyat = shownNumber((await line.innerText()).split('·')[1] ?? '')
    expect(Math.abs(kyat - mb * 2) / (mb * 2)).toBeLessThan(0.05)
  })
})

test.describe('in Burmese', () => {
  test("the cost before play, in the download sheet and in the player's quality menu is in Burmese words and Myanmar digits", async ({
    page,
  }) => {
    await withDataSaver(page, 'on')
    await onTitlePage(page)
    const line = page.locator('p[data-cost]').first()
    await expect(line).toHaveText(/^ဒေတာ ချွေတာရေးဖြင့် 360p တွင် ကြည့်ရန် ဒေတာ [၀-၉.,]+ MB ခန့် ကုန်မည်$/)
    const mb = await expectedMb(page, 360)
    // The quality's name (360p) stays Latin as everywhere in the app: the figure is the one after it.
    expect(Math.abs(shownNumber((await line.innerText()).replace('360p', '')) - mb) / mb).toBeLessThan(0.05)
    await expect(episodeRow(page).locator('[data-cost]')).toHaveText(/^[၀-၉.,]+ MB ခန့်$/)

    await episodeRow(page).getByRole('button', { name: 'ဒေါင်းလုဒ်' }).click()
    const sheet = page.getByRole('dialog', { name: 'ဒေါင်းလုဒ် အရည်အသွေး' })
    const chosen = sheet.getByRole('radio', { name: /360p/ })
    await expect(chosen).toHaveAttribute('aria-checked', 'true')
    await expect(chosen).toHaveText(/^360p[၀-၉.,]+ MB ခန့်$/)
    expect(Math.abs(shownNumber((await chosen.innerText()).replace('360p', '')) - mb) / mb).toBeLessThan(0.05)
    await page.keyboard.press('Escape')

    // And the player's quality menu, for the rest of the video.
    const menu = await openQualityMenu(page, 'အရည်အသွေး')
    await expect(menu.getByText('ဤဗီဒီယို အဆုံးထိ ကုန်မည့် ဒေတာ')).toBeVisible()
    const cost = menu.getByRole('menuitemradio', { name: /^360p/ }).locator('[data-cost]')
    await expect(cost).toHaveText(/^[၀-၉.,]+ MB ခန့်$/)
    expect(shownNumber(await cost.innerText())).toBeLessThanOrEqual((await expectedMb(page, 360)) * 1.05)
  })
})

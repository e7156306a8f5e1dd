import { test, expect, waitForServiceWorker, dismissHomePopup } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import type { Page } from '@playwright/test'

// The server's words in each language (server/seed/data/home.ts, billing.ts).
const BURMESE = {
  sections: ['ခေတ်စားနေသော', 'ထွက်ရှိခါစ', 'အက်ရှင်'],
  promotion: 'သင်္ကြန် အထူးလျှော့ဈေး',
  plan: '၃၀ ရက် ပလန်',
  art: '/images/promotions/1-banner.webp',
}
const ENGLISH = {
  sections: ['Trending', 'New Releases', 'Action'],
  promotion: 'Thingyan special offer',
  plan: '30-day plan',
  art: '/images/promotions/1-banner-en.webp',
}
type Words = typeof BURMESE

async function pickLanguage(page: Page, label: 'English (US)' | 'မြန်မာ', lang: 'en' | 'my') {
  await page.goto('/language')
  await page.getByText(label, { exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

async function homeSays(page: Page, words: Words, not: Words) {
  await page.goto('/')
  for (const name of words.sections) await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
  for (const name of not.sections) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
  // The promotions row's art carries words too.
  await expect(page.locator(`img[src^="${words.art}"]`)).toHaveCount(1)
  await expect(page.locator(`img[src^="${not.art}"]`)).toHaveCount(0)
}

async function promotionSays(page: Page, words: Words, not: Words) {
  await page.goto('/promotion-details?id=1')
  await expect(page.getByRole('heading', { name: words.promotion })).toBeVisible()
  await expect(page.getByText(not.promotion)).toHaveCount(0)
}

async function plansSay(page: Page, words: Words, not: Words) {
  await page.goto('/payment')
  await expect(page.getByText(words.plan, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(not.plan, { exact: true })).toHaveCount(0)
}

test("the server's words follow the language switch, and offline each language shows what was fetched in it", async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  await dismissHomePopup(page)

  await homeSays(page, BURMESE, ENGLISH)
  await promotionSays(page, BURMESE, ENGLISH)
  await plansSay(page, BURMESE, ENGLISH)

  await pickLanguage(page, 'English (US)', 'en')
  await homeSays(page, ENGLISH, BURMESE)
  await promotionSays(page, ENGLISH, BURMESE)
  await plansSay(page, ENGLISH, BURMESE)

  await pickLanguage(page, 'မြန်မာ', 'my')
  await homeSays(page, BURMESE, ENGLISH)
  await promotionSays(page, BURMESE, ENGLISH)
  await plansSay(page, BURMESE, ENGLISH)

  // No network: the device answers from what it stored, each language from its own copy.
  await server.stop()
  await homeSays(page, BURMESE, ENGLISH)
  await promotionSays(page, BURMESE, ENGLISH)
  await pickLanguage(page, 'English (US)', 'en')
  await homeSays(page, ENGLISH, BURMESE)
  await promotionSays(page, ENGLISH, BURMESE)
})

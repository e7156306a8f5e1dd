import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import type { Page } from '@playwright/test'

// Counts, dates and prices follow the viewer's language; phone numbers stay in Latin digits in both.
// Chromium's Intl here has no Burmese data, so these hold only where the app asks for the Myanmar
// digits and month names itself.
const LATIN_DIGIT = /[0-9]/
const MYANMAR_DIGIT = /[\u1040-\u1049]/
const PHONE = '09421234567'

async function switchToEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.reload()
}

test('the subscription cards count days and date the expiry in the viewer’s digits; the phone number stays Latin', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.premium)
  await page.goto('/profile')

  await expect(page.getByRole('link', { name: /ကိုအောင်မြင့်/ }).getByText(PHONE, { exact: true })).toBeVisible()
  const premium = page.getByRole('link', { name: /ရက် ကျန်သည်/ })
  await expect(premium).toContainText('၃၀ ရက် ကျန်သည်')
  await expect(premium).not.toContainText(LATIN_DIGIT)

  await premium.click()
  await expect(page).toHaveURL(/\/manage-subscription$/)
  const lifespan = page.getByRole('region', { name: 'စာရင်းသွင်းမှု သက်တမ်း' })
  await expect(lifespan).toContainText('၃၀ ရက်')
  // 'MMM dd, yyyy' in Burmese: the month's Burmese name, Myanmar digits, the Burmese comma.
  await expect(lifespan).toContainText(/(ဇန်နဝါရီ|ဖေဖော်ဝါရီ|မတ်|ဧပြီ|မေ|ဇွန်|ဇူလိုင်|ဩဂုတ်|စက်တင်ဘာ|အောက်တိုဘာ|နိုဝင်ဘာ|ဒီဇင်ဘာ) [၀-၉]{2}၊ [၀-၉]{4}/)
  await expect(lifespan).not.toContainText(LATIN_DIGIT)
  await expect(page.getByRole('listitem').filter({ hasText: 'MPT' }).getByText(PHONE, { exact: true })).toBeVisible()

  await switchToEnglish(page)
  const english = page.getByRole('region', { name: 'Subscription lifespan' })
  await expect(english).toContainText('30 Days')
  await expect(english).toContainText(/Expires on [A-Z][a-z]{2} \d{2}, \d{4}/)
  await expect(english).not.toContainText(MYANMAR_DIGIT)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /ကိုအောင်မြင့်/ }).getByText(PHONE, { exact: true })).toBeVisible()
  const card = page.getByRole('link', { name: /Premium member/ })
  await expect(card).toContainText('30 Days left')
  await expect(card).not.toContainText(MYANMAR_DIGIT)
})

test('plan prices and periods on /payment are in the viewer’s digits: kyat in Burmese, MMK in English', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/payment')

  const prices = page.getByText(/^[၀-၉,]+ ကျပ်$/)
  await expect(prices.first()).toBeVisible()
  expect(await prices.count()).toBeGreaterThanOrEqual(6)
  await expect(page.getByText('၉၉ ကျပ်').first()).toBeVisible()
  await expect(page.getByText('၇ ရက်', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^[0-9,]+ (MMK|ကျပ်)$/)).toHaveCount(0)
  await expect(page.getByText(/^[0-9]+ ရက်$/)).toHaveCount(0)

  await switchToEnglish(page)
  await expect(page.getByText('99 MMK').first()).toBeVisible()
  await expect(page.getByText('7 days', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(/^[၀-၉,]+ (MMK|ကျပ်)$/)).toHaveCount(0)
})

test('the code screen counts its seconds in the viewer’s digits and names the phone number in Latin', async ({ page }) => {
  await page.goto('/otp-input?phoneNumber=959421234567')
  await expect(page.getByText('09421234567', { exact: false }).first()).toBeVisible()
  await expect(page.getByText(/^[၀-၉]:[၀-၉]{2} \/ [၀-၉]:[၀-၉]{2}$/)).toBeVisible()
  await expect(page.getByText(/^[၀-၉]+ စက္ကန့်အကြာတွင် ပြန်ပို့နိုင်မည်$/)).toBeVisible()

  // Opening it again asks for another code too soon: the refusal counts its wait in the same digits.
  await switchToEnglish(page)
  await expect(page.getByText(/^Resend in \d+ s$/)).toBeVisible()
  await expect(page.getByText(/^Too early to send another code\. Please wait \d+ s\.$/)).toBeVisible()
})

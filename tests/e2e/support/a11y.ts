import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

export type Lang = 'my' | 'en'

/** Every screen a viewer can reach outside the player, with ids the reference server seeds. */
export const ROUTES: readonly string[] = [
  '/',
  '/search',
  '/search?query=love',
  '/content?id=3',
  '/content?id=1',
  '/category?categoryId=1&type=section&page=1&title=Films',
  '/article-details?type=faq&title=FAQ',
  '/article-details?type=privacy_policy&title=Privacy',
  '/promotion-details?id=1',
  '/notifications',
  '/profile',
  '/favorites',
  '/watch-history',
  '/downloads',
  '/language',
  '/theme-mode',
  '/data-saver',
  '/login-phone',
  '/otp-input?phoneNumber=9421234567',
  '/payment',
  '/atom-phone-input?planId=1&userId=1',
  '/confirm-atom-sub?phoneNumber=9791234567&userId=1&planId=1',
  '/payment-success?status=success',
  '/redeem',
  '/manage-subscription',
  '/user-info',
  '/handoff',
  '/no-such-page',
]

/** Opens the app's origin in `lang` with the home popup already seen, so nothing covers a screen. */
export async function openIn(page: Page, lang: Lang, { popupSeen = true } = {}): Promise<void> {
  await page.goto('/?checked=1')
  await page.evaluate(
    ({ l, seen }) => {
      localStorage.setItem('LANGUAGE', l)
      if (seen) localStorage.setItem('SEEN_POPUPS', '[1,2,3]')
      else localStorage.removeItem('SEEN_POPUPS')
    },
    { l: lang, seen: popupSeen },
  )
}

/** Goes to `path` and waits until its screen is shown and no placeholder pulses. */
export async function visit(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(path)
  await settle(page, lang)
}

export async function settle(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('main > *').first()).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('main .animate-pulse')).toHaveCount(0, { timeout: 10_000 })
}

import { expect, type Page } from '@playwright/test'

/** The live code the reference server sent to `msisdn` (959…), read from its development endpoint. */
export async function readOtp(page: Page, msisdn: string, purpose: 'login' | 'atom' = 'login'): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const res = await page.request.get(`/__dev/otp?phone=${msisdn}&purpose=${purpose}`)
      if (!res.ok()) return ''
      code = ((await res.json()) as { code: string }).code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** Opens the app in English (the catalogue's default is Burmese) on a clean address. */
export async function inEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
}

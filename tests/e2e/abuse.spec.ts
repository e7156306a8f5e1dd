import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish, readOtp } from './support/otp.ts'

const msisdnOf = (local: string) => `959${local.slice(2)}`

test("a cross-site page's text/plain post to send-otp sends no SMS", async ({ page, server }) => {
  // The attacker's page, on a site of its own (localhost, where the app is 127.0.0.1).
  const attacker = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' })
    res.end('<!doctype html><title>Free films</title><p>Loading…</p>')
  })
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
  try {
    await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`)
    const phone = msisdnOf(DEMO.free)
    await page.evaluate(
      async ({ url, phone }) => {
        // A "simple" request: no preflight, so the browser sends it whatever the server's CORS says.
        await fetch(`${url}/v1/auth/send-otp`, { method: 'POST', mode: 'no-cors', body: JSON.stringify({ phone }) })
      },
      { url: server.url, phone },
    )
    const live = await page.request.get(`${server.url}/__dev/otp?phone=${phone}`)
    expect(live.status()).toBe(404)
  } finally {
    await new Promise((resolve) => attacker.close(resolve))
  }
})

test('thirty searches from one visitor for an advert do not put it in Most searched', async ({ page }) => {
  await inEnglish(page)
  const advert = '<img src=x onerror=alert(1)> CALL 09-999 FOR FREE PREMIUM'
  for (let i = 0; i < 30; i++) {
    expect((await page.request.get(`/v1/search/content?query=${encodeURIComponent(advert)}`)).status()).toBe(200)
  }
  await page.goto('/search')
  const mostSearched = page.getByRole('region', { name: 'Most searched' })
  await expect(mostSearched.getByRole('link').or(mostSearched.getByRole('button')).first()).toBeVisible()
  await expect(mostSearched).not.toContainText('CALL 09-999')
})

test('guessing login codes is stopped after five wrong ones, and the page says for how long', async ({ page }) => {
  await inEnglish(page)
  await page.goto('/login-phone')
  await page.getByLabel('Phone number').fill(DEMO.free.slice(2))
  await page.getByRole('button', { name: 'Get code' }).click()
  const code = await readOtp(page, msisdnOf(DEMO.free))
  const input = page.getByLabel('Enter the 6-digit code')
  const guesses = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter((g) => g !== code).slice(0, 5)
  for (const guess of guesses) {
    await input.fill(guess)
    await expect(page.getByText('Wrong OTP')).toBeVisible()
  }
  await input.fill(code)
  await expect(page.getByText(/Too many wrong codes\. Try again in \d+ min\./)).toBeVisible()
  await expect(page).toHaveURL(/\/otp-input/)
})

test('guessing redeem codes is stopped after five failures, even for a real code', async ({ page }) => {
  await inEnglish(page)
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/redeem')
  const field = page.getByLabel('Code', { exact: true })
  const submit = page.getByRole('button', { name: 'Continue' })
  for (let i = 0; i < 5; i++) {
    await field.fill(`MMS-GUESS-${i}ABCD`)
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid or has already been used.' }).first()).toBeVisible()
    await expect(submit).toBeEnabled()
  }
  await field.fill('MMS-S2Q8J-HX6GA')
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: /Too many attempts\. Try again in \d+ min\./ })).toBeVisible()
  await expect(page).toHaveURL(/\/redeem$/)
})

import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish, readOtp } from './support/otp.ts'

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

test('an MPT plan is paid on the operator page and the viewer comes back premium', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Su Myat Noe/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Premium member/ })).toHaveCount(0)

  await page.getByRole('link', { name: /Get subscription/ }).click()
  await expect(page).toHaveURL(/\/payment\?redirectRoute=%2Fprofile$/)
  const mpt = page.getByRole('region', { name: 'MPT' })
  // A plan's period comes from its length: "Daily" for one day only.
  await expect(mpt.getByText('Daily')).toHaveCount(1)
  await expect(mpt.getByText('7 days')).toBeVisible()
  await expect(mpt.getByRole('button').filter({ hasText: '30 days' })).toContainText('1,499 MMK')
  await mpt.getByRole('button').first().click()

  // The reference server's stand-in for MPT's hosted payment page.
  await expect(page).toHaveURL(/\/operator\/mpt\/pay\?ref=/)
  await expect(page.getByText(/^\d{22}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()

  // The processing screen asks the server until the plan shows as active, then says so.
  await expect(page).toHaveURL(/\/payment-success\?/)
  await expect(page.getByRole('heading', { name: 'Purchase Success' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toBeVisible()
  await page.getByRole('button', { name: 'Watch now' }).click()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()

  // Now subscribed with MPT: the payment page says so instead of listing MPT plans.
  await page.goto('/payment')
  await expect(page.getByRole('region', { name: 'MPT' }).getByText('You are already subscribed with MPT.')).toBeVisible()
})

test('a payment cancelled on the operator page says so, stops, and leads back to the plans, never to Processing', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.ooredooFree)
  await page.goto('/profile')
  await page.getByRole('link', { name: /Get subscription/ }).click()
  await page.getByRole('region', { name: 'Ooredoo' }).getByRole('button').first().click()
  await expect(page).toHaveURL(/\/operator\/ooredoo\/pay\?ref=/)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await expect(page).toHaveURL(/\/payment-success\?.*status=cancelled/)
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Purchase Failed' })).toBeVisible()
  await expect(page.getByText('Processing')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Watch now' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Back to plans' }).click()
  await expect(page).toHaveURL(/\/payment\?redirectRoute=%2Fprofile$/)
  await expect(page.getByRole('region', { name: 'Ooredoo' }).getByRole('button').first()).toBeVisible()
})

test('an ATOM plan needs an ATOM number and its SMS code', async ({ page }) => {
  await page.goto('/')
  const { userId } = await logInThroughApi(page, DEMO.free)
  await page.goto('/payment')
  await page.getByRole('region', { name: 'ATOM' }).getByRole('button').first().click()
  await expect(page).toHaveURL(new RegExp(`/atom-phone-input\\?planId=\\d+&userId=${userId}`))

  const field = page.getByLabel('ATOM phone number')
  await field.fill('421234567')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Enter valid ATOM phone number')).toBeVisible()

  await field.fill('791234567')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/confirm-atom-sub\?/)
  await expect(page.getByText('Resend in', { exact: false })).toBeVisible()
  const code = await readOtp(page, '959791234567', 'atom')
  await page.getByLabel('Enter the 6-digit code').fill(code)

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()
  await page.getByRole('link', { name: /Premium member/ }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'ATOM' }).getByText('09791234567')).toBeVisible()
})

test('the processing screen goes back to the page that asked for payment', async ({ page }) => {
  await page.goto('/payment-success?redirectRoute=%2Fsearch&status=success')
  await expect(page.getByRole('heading', { name: 'Processing' }).last()).toBeVisible()
  await page.getByRole('button', { name: 'Go back' }).click()
  await expect(page).toHaveURL(/\/search$/)
})

test('a payment the operator never confirms stops spinning after about two minutes and says the SMS will confirm it', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  let checks = 0
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/subscription') checks++
  })
  await page.goto('/payment-success?redirectRoute=%2Fsearch&status=success')
  await expect(page.getByRole('heading', { name: 'Processing' }).last()).toBeVisible()
  await expect.poll(() => checks).toBeGreaterThan(0)
  // Not active: no success is claimed while the server shows no plan.
  await page.clock.runFor(5_000)
  await expect(page.getByRole('heading', { name: 'Processing' }).last()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toHaveCount(0)
  // Each step lets one backed-off wait run out; the answers between them come over the network.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(15_000)
        return page.getByRole('heading', { name: 'Still processing' }).count()
      },
      { timeout: 30_000 },
    )
    .toBe(1)
  await expect(page.getByText('You will receive an SMS when your subscription is active.')).toBeVisible()
  await expect(page.locator('.animate-spin')).toHaveCount(0)
  // It stopped asking: two more minutes bring no further check.
  const asked = checks
  expect(asked).toBeLessThanOrEqual(10)
  await page.clock.runFor(120_000)
  expect(checks).toBe(asked)
})

test('after an ATOM code, the success and SMS notices survive the full page load to where the viewer was', async ({ page }) => {
  await page.goto('/')
  const { userId } = await logInThroughApi(page, DEMO.free)
  await page.goto(`/payment?redirectRoute=${encodeURIComponent('/search')}`)
  await page.getByRole('region', { name: 'ATOM' }).getByRole('button').first().click()
  await expect(page).toHaveURL(new RegExp(`/atom-phone-input\\?planId=\\d+&userId=${userId}`))
  await page.getByLabel('ATOM phone number').fill('791234568')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/confirm-atom-sub\?/)
  await expect(page.getByText('Resend in', { exact: false })).toBeVisible()
  const code = await readOtp(page, '959791234568', 'atom')
  const loaded = page.waitForEvent('load')
  await page.getByLabel('Enter the 6-digit code').fill(code)
  await loaded
  await expect(page).toHaveURL(/\/search$/)
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'You will receive an SMS confirmation shortly.' })).toBeVisible()
  // Shown once: nothing is left to say it again on the next load.
  expect(await page.evaluate(() => sessionStorage.getItem('CARRIED_NOTICE'))).toBeNull()
})

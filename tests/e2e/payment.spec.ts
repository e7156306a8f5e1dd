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
  const mpt = page.getByRole('region', { name: 'MPT' })
  await expect(mpt.getByText('Daily').first()).toBeVisible()
  await mpt.getByRole('button').first().click()

  // The reference server's stand-in for MPT's hosted payment page.
  await expect(page).toHaveURL(/\/operator\/mpt\/pay\?ref=/)
  await expect(page.getByText(/^\d{22}$/)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()

  // Now subscribed with MPT: the payment page says so instead of listing MPT plans.
  await page.goto('/payment')
  await expect(page.getByRole('region', { name: 'MPT' }).getByText('You are already subscribed with MPT.')).toBeVisible()
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
  await expect(page.getByRole('status').filter({ hasText: 'Purchase Success' })).toBeVisible()
  await page.getByRole('button', { name: 'Watch now' }).click()
  await expect(page).toHaveURL(/\/search$/)
})

import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi, plantCheckerToken } from './support/session.ts'
import { inEnglish, readOtp } from './support/otp.ts'

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

const msisdnOf = (local: string) => `959${local.slice(2)}`

test('a viewer logs in through the phone and code screens and lands on the profile, welcomed back', async ({ page }) => {
  await page.goto('/profile')
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login-phone/)

  const field = page.getByLabel('Phone number')
  await expect(field).toHaveAttribute('type', 'tel')
  await expect(field).toHaveAttribute('autocomplete', 'tel-national')
  // Burmese digits and a pasted +959 prefix are cleaned to the Latin digits after 09.
  await field.fill('+၉၅၉ ၄၂၁ ၂၃၄ ၅၆၇')
  await expect(field).toHaveValue('421234567')
  await page.getByRole('button', { name: 'Get code' }).click()

  await expect(page).toHaveURL(/\/otp-input\?phoneNumber=959421234567/)
  const code = await readOtp(page, msisdnOf(DEMO.premium))
  const input = page.getByLabel('Enter the 6-digit code')
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(input).toHaveAttribute('inputmode', 'numeric')
  await input.fill(code)

  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back ကိုအောင်မြင့်' })).toBeVisible()
  await expect(page.getByRole('link', { name: /ကိုအောင်မြင့်/ })).toBeVisible()
  await expect(page.getByText('09421234567')).toBeVisible()
})

test('an invalid number is refused, and a wrong code is reported before the right one logs in', async ({ page }) => {
  await page.goto('/login-phone')
  await page.getByLabel('Phone number').fill('12')
  await page.getByRole('button', { name: 'Get code' }).click()
  await expect(page.getByText('Please enter a valid phone number.')).toBeVisible()

  await page.getByLabel('Phone number').fill('250123456')
  await page.getByRole('button', { name: 'Get code' }).click()
  const code = await readOtp(page, msisdnOf(DEMO.free))
  const wrong = code === '000000' ? '111111' : '000000'
  const input = page.getByLabel('Enter the 6-digit code')
  await input.fill(wrong)
  await expect(page.getByText('Wrong OTP')).toBeVisible()
  // A wrong code offers a resend at once; the server refuses one within the minute, and says so.
  await page.getByRole('button', { name: 'Resend code' }).click()
  await expect(page.getByText(/Too early to send another code\. Please wait \d+ s\./)).toBeVisible()
  // The wait the server named holds the resend back; a link offered now would only be refused again.
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0)
  await expect(page.getByText(/^Resend in \d+ s$/)).toBeVisible()

  await input.fill(code)
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back Su Myat Noe' })).toBeVisible()
})

test('a protected page sends a logged-out viewer to login and back again', async ({ page }) => {
  await page.goto('/redeem')
  await expect(page).toHaveURL(/\/login-phone\?redirectRoute=%2Fredeem$/)
  await page.getByLabel('Phone number').fill('250123456')
  await page.getByRole('button', { name: 'Get code' }).click()
  await page.getByLabel('Enter the 6-digit code').fill(await readOtp(page, msisdnOf(DEMO.free)))
  await expect(page).toHaveURL(/\/redeem$/)
  await expect(page.getByLabel('Code', { exact: true })).toBeVisible()
  // The guard replaced the history entry: back does not return to the login screen for /redeem.
})

test('a hostile redirect after login stays on this origin', async ({ page, server }) => {
  await page.goto('/login-phone?redirectRoute=%2F%2Fevil.example%2Fsteal')
  await page.getByLabel('Phone number').fill('250123456')
  await page.getByRole('button', { name: 'Get code' }).click()
  await page.getByLabel('Enter the 6-digit code').fill(await readOtp(page, msisdnOf(DEMO.free)))
  await expect(page).toHaveURL(`${server.url}/profile`)
})

test('an operator-network visitor is logged in at start-up and welcomed on the profile', async ({ page }) => {
  await page.goto('/__dev/he?msisdn=959971234567')
  await page.goto('/')
  // Three navigations (checker out and back, then the login's redirect) and a login call.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toBeVisible()
  await expect(page.getByText('09971234567')).toBeVisible()
  // The login spent the token (one use): the device keeps none.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()
})

test('the HE card logs a logged-out operator-network visitor in with a token the checker gives afresh, and a stale token is cleared', async ({
  page,
}) => {
  await page.goto('/__dev/he?msisdn=959761234567')
  await page.goto('/')
  // Three navigations (checker out and back, then the login's redirect) and a login call.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 })
  // Logout forgets the token (logout.spec.ts); a later check by the operator's checker gives a new one.
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()
  await plantCheckerToken(page)
  await page.reload()
  const card = page.getByRole('region', { name: 'Log in with ATOM' })
  await expect(card).toBeVisible()
  await expect(card.getByText('09761234567')).toBeVisible()
  await card.getByRole('button', { name: 'Login' }).click()
  // The start-up welcome may still be on screen: the newest toast is the card's.
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back မနှင်းဝေ' }).last()).toBeVisible()
  await expect(card).toHaveCount(0)

  // Leaving the operator's network makes the token stale: the card goes and the token is cleared.
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
  // Logout first flushes the outbox; a reload before it ends would find the session still there.
  await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()
  await plantCheckerToken(page)
  await page.request.get('/__dev/he?off')
  await page.reload()
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()
})

test('a viewer displaced by logins on two other devices is told why, once, with Login', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Su Myat Noe/ })).toBeVisible()

  // Two more devices log in as the same viewer (through the operator's header enrichment, which
  // needs no SMS): the oldest session, this page's, is displaced.
  for (let i = 0; i < 2; i++) {
    await page.request.get(`/__dev/he?msisdn=${msisdnOf(DEMO.free)}`)
    const check = await page.request.get('/he/check?redirect=%2F', { maxRedirects: 0 })
    const token = new URL(check.headers().location ?? '', page.url()).searchParams.get('token')
    const login = await page.request.post('/v1/auth/verify-he-login', { data: { token } })
    expect(login.status()).toBe(200)
  }
  await page.request.get('/__dev/he?off')

  await page.reload()
  const notice = page.getByRole('alert').filter({ hasText: 'You were logged out because your account is being used on other devices.' })
  await expect(notice).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await notice.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/login-phone\?redirectRoute=%2Fprofile$/)
  // Told once: the next start says nothing more.
  await page.goto('/profile')
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByText('You were logged out because', { exact: false })).toHaveCount(0)
})

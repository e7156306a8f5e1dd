import { test, expect, dismissHomePopup } from './support/fixtures.ts'
import { inEnglish } from './support/otp.ts'

// Spec section 2 with design deviation 5: the header-enrichment round trip carries a one-time
// state, so a token in a link cannot log a stranger in.

const ATTACKER = '959971234567'

/** A token the server really issued to the attacker's own operator connection (loopback is the gateway here). */
async function attackersToken(server: { url: string }): Promise<string> {
  const res = await fetch(`${server.url}/he/check?redirect=/`, { headers: { 'X-MSISDN': ATTACKER }, redirect: 'manual' })
  const token = new URL(res.headers.get('location') ?? '', server.url).searchParams.get('token')
  if (!token) throw new Error(`the checker gave no token: ${res.status}`)
  return token
}

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

test("a victim who opens /?checked=1&token=<attacker's HE token> is not logged into the attacker's account", async ({
  page,
  context,
  server,
}) => {
  const token = await attackersToken(server)
  const loginCalls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/auth/verify-he-login') loginCalls.push(r.url())
  })

  await page.goto(`/?checked=1&token=${token}`)
  // The address is cleaned first, and the app renders as for anyone logged out.
  await expect(page).toHaveURL(`${server.url}/`)
  await dismissHomePopup(page)
  await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByText('09971234567')).toHaveCount(0)

  // Nothing kept: no token in storage or cookie, and no login was attempted with it.
  expect(await page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()
  expect((await context.cookies()).find((c) => c.name === 'X-HE-Auth')).toBeUndefined()
  expect(loginCalls).toEqual([])
  // The token was never spent: the server still knows it as unused.
  const check = await fetch(`${server.url}/v1/he/check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  })
  expect(check.status).toBe(200)
})

test("the attacker's token with the attacker's own state is dropped as well", async ({ page, server }) => {
  const token = await attackersToken(server)
  await page.goto(`/profile?checked=1&token=${token}&state=0123456789abcdef0123456789abcdef`)
  await expect(page).toHaveURL(`${server.url}/profile`)
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()
})

test('the real round trip through the checker, from the operator gateway, still logs the viewer in', async ({ browser, server }) => {
  // Every request carries the header, as the operator's gateway would add it; the server believes
  // it because the gateway's address (loopback here) is trusted outside production.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-MSISDN': ATTACKER } })
  try {
    const page = await context.newPage()
    await inEnglish(page)
    const checks: Array<{ sent: string | null; back: string | null }> = []
    page.on('response', (r) => {
      const url = new URL(r.url())
      if (url.pathname !== '/he/check') return
      const location = new URL(r.headers().location ?? '', server.url)
      checks.push({ sent: url.searchParams.get('state'), back: location.searchParams.get('state') })
    })
    await page.goto(`${server.url}/`)
    await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 })
    await expect(page.getByRole('status').filter({ hasText: 'Welcome' })).toBeVisible()
    await expect(page.getByText('09971234567')).toBeVisible()
    expect(checks).toHaveLength(1)
    expect(checks[0]?.sent).toMatch(/^[0-9a-f]{32}$/)
    expect(checks[0]?.back).toBe(checks[0]?.sent)
    expect(page.url()).not.toMatch(/token=|checked=|state=/)
    expect(await page.evaluate(() => sessionStorage.getItem('HE_CHECK_STATE'))).toBeNull()
  } finally {
    await context.close()
  }
})

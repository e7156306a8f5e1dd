import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { inEnglish } from './support/otp.ts'

test('the app opens in Burmese with four tabs, and reopens from the service worker with the server stopped', async ({ page, server }) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text())
  })
  const first = await page.goto('/?checked=1')
  const headers = first?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("default-src 'self'")
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')

  const nav = page.getByRole('navigation')
  await expect(nav.getByRole('link', { name: 'ပင်မ' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'ရှာဖွေရန်' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'အကြိုက်ဆုံးများ' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'ပရိုဖိုင်' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'အသိပေးချက်များ' })).toHaveAttribute('href', '/notifications')
  // The logo's name keeps its visible wordmark (label in name), then says where it goes.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Yoke Shin ?၊ ပင်မ$/ })).toHaveAttribute('href', '/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'my')

  await waitForServiceWorker(page)
  // A first visit is not controlled until the worker claims it; reload so the shell comes from it.
  await page.reload()
  await waitForServiceWorker(page)

  await server.stop()
  const response = await page.reload()
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ပင်မ' })).toBeVisible()

  // Any app address is served the cached shell offline, including one with a query.
  await page.goto('/search?query=abc')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ရှာဖွေရန်' })).toBeVisible()
  expect(violations).toEqual([])
})

test('the dark class follows the theme mode, including the system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)

  await page.evaluate(() => localStorage.setItem('THEME_MODE', 'dark'))
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('an address whose parameters do not parse is Not Found, with no Refresh that cannot help and nothing of the schema in the console', async ({
  page,
}) => {
  await inEnglish(page)
  const logged: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text())
  })
  for (const address of ['/content?id=abc', '/confirm-atom-sub', '/category?categoryId=x&type=section']) {
    await page.goto(address)
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Refresh' })).toHaveCount(0)
    await expect(page.getByText('520')).toHaveCount(0)
  }
  expect(logged.filter((line) => /issues|schema|Invalid type|expected/i.test(line))).toEqual([])
})

test.describe('a tap on a poster', () => {
  // The worker would answer the title page's code from its cache, out of the test's reach.
  test.use({ serviceWorkers: 'block' })

  test('shows the navigation bar at once while the title’s page is on its way, and the bar goes when it is drawn', async ({ page }) => {
    await page.goto('/?checked=1')
    const poster = page.locator('main section a[href^="/content"]').first()
    await expect(poster).toBeVisible()
    // Home's announcement opens over the page on a first visit.
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[data-navigation-pending]')).toHaveCount(0)
    // The title page's code comes over a slow link.
    await page.route('**/assets/content-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await poster.click()
    await expect(page.locator('[data-navigation-pending]')).toBeVisible()
    await expect(page).toHaveURL(/\/content\?id=\d+/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 10_000 })
    await expect(page.locator('[data-navigation-pending]')).toHaveCount(0)
  })
})

import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'

/** The pictures the page asked the server for, as it received them. */
function watchPictures(page: Page): Array<{ url: string; type: string }> {
  const seen: Array<{ url: string; type: string }> = []
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/images/')) seen.push({ url: res.url(), type: res.headers()['content-type'] ?? '' })
  })
  return seen
}

/** The screens' code the worker keeps, and how many scripts its precache list names. */
async function keptCode(page: Page): Promise<{ kept: string[]; listed: number }> {
  return page.evaluate(async () => {
    const kept = (await (await caches.open('screen-code')).keys()).map((r) => new URL(r.url).pathname)
    const sw = await (await fetch('/sw.js')).text()
    const listed = new Set([...sw.matchAll(/"url":"(assets\/[^"]+\.js)"/g)].map((m) => m[1])).size
    return { kept, listed }
  })
}

test('without the data saver, home asks for sized AVIF pictures and the worker keeps every screen for offline use', async ({ page }) => {
  const pictures = watchPictures(page)
  await page.goto('/?checked=1')
  await expect(page.locator('main section a[href^="/content"] img').first()).toBeVisible()
  await waitForServiceWorker(page)
  const posters = pictures.filter((p) => p.url.includes('/images/posters/'))
  expect(posters.length).toBeGreaterThan(0)
  expect(posters.every((p) => /\?w=\d+$/.test(p.url) && p.type === 'image/avif')).toBe(true)
  await expect
    .poll(async () => {
      const { kept, listed } = await keptCode(page)
      return kept.length === listed && listed > 0
    })
    .toBe(true)
})

test('under Save-Data, home asks for 1× low-quality pictures and the worker fetches no screen before it is opened', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
  const pictures = watchPictures(page)
  await page.goto('/?checked=1')
  await expect(page.locator('main section a[href^="/content"] img').first()).toBeVisible()
  await waitForServiceWorker(page)
  const posters = pictures.filter((p) => p.url.includes('/images/posters/') && !p.url.includes('w=224'))
  expect(posters.length).toBeGreaterThan(0)
  expect(posters.every((p) => p.url.endsWith('?w=112&q=low'))).toBe(true)

  const before = await keptCode(page)
  expect(before.kept.length).toBeLessThan(before.listed)
  expect(before.kept.some((path) => /\/profile-[\w-]+\.js$/.test(path))).toBe(false)
  // Opened once, a screen is kept from then on.
  await page.goto('/profile')
  await expect(page.locator('main')).toBeVisible()
  await expect.poll(async () => (await keptCode(page)).kept.some((path) => /\/profile-[\w-]+\.js$/.test(path))).toBe(true)
})

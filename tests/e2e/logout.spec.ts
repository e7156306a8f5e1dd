import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { readTable } from './support/idb.ts'
import { inEnglish } from './support/otp.ts'
import { plantCheckerToken } from './support/session.ts'

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

interface SessionRow {
  accessToken: string
  refreshToken: string
}

/** Entries of the worker's API caches, and workbox-expiration's records of them, by address. */
function apiCacheTrail(page: Page): Promise<{ cached: string[]; expiryRecords: string[] }> {
  return page.evaluate(async () => {
    const cached: string[] = []
    for (const name of await caches.keys()) {
      if (name.startsWith('api-')) cached.push(...(await (await caches.open(name)).keys()).map((r) => r.url))
    }
    const expiryRecords = await new Promise<string[]>((resolve) => {
      const req = indexedDB.open('workbox-expiration')
      // The worker creates it; an open that would create it here finds nothing to read.
      req.onupgradeneeded = () => req.transaction?.abort()
      req.onerror = () => resolve([])
      req.onsuccess = () => {
        const db = req.result
        if (!db.objectStoreNames.contains('cache-entries')) return resolve([])
        const all = db.transaction('cache-entries').objectStore('cache-entries').getAll()
        all.onsuccess = () => {
          db.close()
          const rows = all.result as { cacheName: string; url: string }[]
          resolve(rows.filter((r) => r.cacheName.startsWith('api-')).map((r) => r.url))
        }
      }
    })
    return { cached, expiryRecords }
  })
}

const heCookieSet = (page: Page) => page.evaluate(() => document.cookie.split(';').some((c) => c.trim().startsWith('X-HE-Auth=')))
const heToken = (page: Page) => page.evaluate(() => localStorage.getItem('HE_TOKEN'))

async function logOutThroughProfile(page: Page): Promise<void> {
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Logout' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()
}

/** An operator-network visitor, logged in through header enrichment at start-up. */
async function heLogin(page: Page, msisdn: string): Promise<void> {
  await page.goto(`/__dev/he?msisdn=${msisdn}`)
  await page.goto('/')
  await expect(page).toHaveURL(/\/profile$/, { timeout: 15_000 })
}

test("logout leaves no trace of the viewer's searches, lists, HE token or cached answers, and the server ends their tokens", async ({
  page,
}) => {
  await heLogin(page, '959971234567')
  await waitForServiceWorker(page)
  await page.goto('/search?query=yangon')
  await expect(
    page
      .getByRole('region', { name: /yangon/ })
      .getByRole('link')
      .first(),
  ).toBeVisible()
  // The same answers through the worker, so its API cache and expiry records hold the search.
  await page.evaluate(() => fetch('/v1/search/content?query=yangon&page=1').then((r) => r.text()))
  await expect.poll(async () => (await apiCacheTrail(page)).expiryRecords.some((u) => u.includes('query=yangon'))).toBe(true)
  await expect.poll(async () => (await readTable(page, 'searchPages')).length).toBeGreaterThan(0)
  // The start-up login spent its token (single use); the operator's checker hands out a fresh one,
  // as it would on the viewer's next check, and the app mirrors it in its cookie on the next call.
  await plantCheckerToken(page)
  await page.goto('/profile')
  expect(await heToken(page)).toBeTruthy()
  await expect.poll(() => heCookieSet(page)).toBe(true)
  const [session] = await readTable<SessionRow>(page, 'session')
  if (!session) throw new Error('no stored session')

  await logOutThroughProfile(page)

  const left = {
    session: (await readTable(page, 'session')).length,
    searchPages: (await readTable(page, 'searchPages')).length,
    categoryPages: (await readTable(page, 'categoryPages')).length,
    listState: (await readTable(page, 'listState')).length,
    recentSearches: (await readTable(page, 'recentSearches')).length,
    searchFetchTimes: (await readTable<{ key: string }>(page, 'meta')).filter((m) => m.key.startsWith('fetched:search:')).length,
  }
  // Soft: a failure names every trace left, not only the first.
  expect.soft(left).toEqual({ session: 0, searchPages: 0, categoryPages: 0, listState: 0, recentSearches: 0, searchFetchTimes: 0 })
  expect.soft(await heToken(page)).toBeNull()
  expect.soft(await heCookieSet(page)).toBe(false)
  expect.soft(await apiCacheTrail(page)).toEqual({ cached: [], expiryRecords: [] })

  // Tokens copied off the device before logout no longer work.
  const call = await page.request.get('/v1/user/profile', { headers: { Authorization: `Bearer ${session.accessToken}` } })
  expect.soft(call.status()).toBe(401)
  const refresh = await page.request.post('/v1/auth/refresh-token', { data: { refreshToken: session.refreshToken } })
  expect.soft(refresh.status()).toBe(401)
})

test('after logout, the HE token and its cookie no longer log the last viewer back in', async ({ page }) => {
  await heLogin(page, '959761234567')
  await logOutThroughProfile(page)
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Log in with ATOM' })).toHaveCount(0)
  // Nor does the cookie, which the server also reads, when a script on the page tries it.
  const status = await page.evaluate(
    async () =>
      (await fetch('/v1/auth/verify-he-login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
  )
  expect(status).toBe(400)
})

import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'

test.beforeEach(async ({ page }) => {
  await inEnglish(page)
})

test('cancelling a subscription stops renewal but keeps the remaining days', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.premium)
  await page.goto('/profile')
  await page.getByRole('link', { name: /Premium member/ }).click()
  await expect(page).toHaveURL(/\/manage-subscription$/)
  const lifespan = page.getByRole('region', { name: 'Subscription lifespan' })
  await expect(lifespan.getByText('30 Days')).toBeVisible()
  await expect(lifespan.getByText(/Expires on [A-Z][a-z]{2} \d{2}, \d{4}/)).toBeVisible()

  await page.getByRole('button', { name: 'Unsubscribe MPT' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Unsubscribed' })).toBeVisible()
  await expect(page.getByText('Cancelled: usable until')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Unsubscribe MPT' })).toHaveCount(0)
  await expect(lifespan.getByText('30 Days')).toBeVisible()

  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()
})

test('a redeem code adds days once; the second use fails', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Enter code' }).click()
  await page.getByLabel('Code', { exact: true }).fill('mms-s2q8j-hx6ga')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('status').filter({ hasText: '7 Days Redeem Success' })).toBeVisible()
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()

  await page.getByRole('link', { name: 'Enter code' }).click()
  await page.getByLabel('Code', { exact: true }).fill('MMS-S2Q8J-HX6GA')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'This code is not valid or has already been used.' })).toBeVisible()
  await expect(page).toHaveURL(/\/redeem$/)

  // A code that never reached the server is not called invalid: trying again later can still work.
  // The device says it is online, so it was the server that could not be reached, not the internet.
  await page.route('**/v1/redeem', (route) => route.abort('internetdisconnected'))
  await page.getByLabel('Code', { exact: true }).fill('MMS-ZS27J-JT2Y1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Can’t reach the server. The code was not checked; try again in a moment.' }),
  ).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toHaveCount(0)
})

test('the profile renders from storage when the network is gone', async ({ page, server }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.premium)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()
  // Nothing waits to sync, so there is no "Waiting to sync 0" row; and no internal id on user info.
  await expect(page.getByText('Waiting to sync', { exact: true })).toHaveCount(0)
  await page.getByRole('link', { name: /ကိုအောင်မြင့်/ }).click()
  await expect(page.getByText('Phone number')).toBeVisible()
  await expect(page.getByText('User ID')).toHaveCount(0)
  await page.goBack()

  await server.stop()
  await page.reload()
  await expect(page.getByRole('link', { name: /ကိုအောင်မြင့်/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()
  await page.getByRole('link', { name: /Premium member/ }).click()
  await expect(page.getByRole('region', { name: 'Subscription lifespan' }).getByText('30 Days')).toBeVisible()
})

test('logout leaves no user rows and no API cache entries', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.premium)
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: /Premium member/ })).toBeVisible()
  // Something in the API cache, through the worker.
  await page.evaluate(() => fetch('/v1/home').then((r) => r.text()))
  await expect.poll(() => apiCacheEntries(page)).toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Logout' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('will be deleted')).toBeVisible()
  await dialog.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Logout Success' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)

  const rows = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('yoke-shin')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('open failed'))
    })
    const count = (store: string) =>
      new Promise<number>((resolve) => {
        const req = db.transaction(store).objectStore(store).count()
        req.onsuccess = () => resolve(req.result)
      })
    const userMeta = await new Promise<number>((resolve) => {
      const req = db.transaction('meta').objectStore('meta').index('scope').count('user')
      req.onsuccess = () => resolve(req.result)
    })
    const out = {
      session: await count('session'),
      favoritePages: await count('favoritePages'),
      historyPages: await count('historyPages'),
      notificationPages: await count('notificationPages'),
      favoriteState: await count('favoriteState'),
      recentSearches: await count('recentSearches'),
      outbox: await count('outbox'),
      userMeta,
    }
    db.close()
    return out
  })
  expect(rows).toEqual({
    session: 0,
    favoritePages: 0,
    historyPages: 0,
    notificationPages: 0,
    favoriteState: 0,
    recentSearches: 0,
    outbox: 0,
    userMeta: 0,
  })
  expect(await apiCacheEntries(page)).toBe(0)
})

function apiCacheEntries(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(async () => {
    let total = 0
    for (const name of await caches.keys()) {
      if (name.startsWith('api-')) total += (await (await caches.open(name)).keys()).length
    }
    return total
  })
}

import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

async function api(page: Page, token: string, method: 'POST', path: string, data: unknown) {
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } })
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true)
}

test.describe('on a phone', () => {
  // Twenty posters, three across, end below the fold: on a desktop the end of page 1 is in view
  // and page 2 loads before anyone scrolls.
  test.use({ viewport: { width: 412, height: 823 } })

  test('a category shows its title and loads page 2 on scrolling', async ({ page }) => {
    const pages: string[] = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname === '/v1/category') pages.push(url.searchParams.get('page') ?? '')
    })
    await page.goto('/?checked=1')
    await page.goto(`/category?categoryId=1&type=section&page=1&title=${encodeURIComponent('ခေတ်စားနေသော')}`)
    await expect(page.getByRole('banner').getByRole('heading', { name: 'ခေတ်စားနေသော' })).toBeVisible()
    const posters = page.getByRole('main').getByRole('link')
    await expect(posters).toHaveCount(20)
    // The seeded section has 24 titles.
    await posters.last().scrollIntoViewIfNeeded()
    await expect(posters).toHaveCount(24)
    // Page 2 still had items, so page 3 may be asked for (empty: the end). Never a page twice.
    expect(pages.slice(0, 2)).toEqual(['1', '2'])
    expect(new Set(pages).size).toBe(pages.length)
  })
})

const NOT_LOGGED_IN = 'အကောင့်မဝင်ရသေးပါ။ ဤလုပ်ဆောင်ချက်ကို အသုံးပြုရန် အောက်ပါခလုတ်ကိုနှိပ်ပြီး အကောင့်ဝင်ပါ'

test('logged out, favorites and notifications ask for a login that comes back to them', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.goto('/notifications')
  await expect(page.getByText(NOT_LOGGED_IN)).toBeVisible()
  await page.goto('/favorites')
  await expect(page.getByText(NOT_LOGGED_IN)).toBeVisible()
  // A support code a viewer can read out, never the app's internal name for the failure.
  const view = page.getByRole('alert').filter({ hasText: NOT_LOGGED_IN })
  await expect(view.getByText('ကုဒ် 403')).toBeVisible()
  await expect(view).not.toContainText('Failure')
  await page.getByRole('button', { name: 'အကောင့်ဝင်ရန်' }).click()
  await expect(page).toHaveURL(`/login-phone?redirectRoute=${encodeURIComponent('/favorites')}`)
})

test('after login, favorites and watch history show what the viewer saved and watched', async ({ page }) => {
  await page.goto('/?checked=1')
  const { accessToken } = await logInThroughApi(page, DEMO.premium)
  await api(page, accessToken, 'POST', '/v1/favorite', { contentId: 2 })
  // Episode 201 of title 2: 20 of 45 minutes watched.
  await api(page, accessToken, 'POST', '/v1/watch_history', { childId: 201, duration: 45 * 60_000, position: 20 * 60_000 })

  await page.goto('/favorites')
  const favorites = page.getByRole('list', { name: 'အကြိုက်ဆုံးများ' }).getByRole('link')
  await expect(favorites).toHaveCount(1)
  await expect(favorites.first()).toHaveAttribute('href', '/content?id=2')

  await page.goto('/watch-history')
  const row = page.getByRole('list', { name: 'ဆက်လက်ကြည့်ရှုရန်' }).getByRole('link')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('၂၅ မိနစ် ကျန်သည်')
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '44')
  await row.click()
  await expect(page).toHaveURL('/content?id=2')
})

test('after login, notifications list in pages, and one about a title opens it', async ({ page }) => {
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/notifications')
  const rows = page.getByRole('list', { name: 'အသိပေးချက်များ' }).getByRole('listitem')
  // Page 1 holds 20; the second may already be on its way by the time the rows are counted.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(20)
  await rows.last().scrollIntoViewIfNeeded()
  await expect.poll(() => rows.count()).toBeGreaterThan(20)
  const about = page.getByRole('list', { name: 'အသိပေးချက်များ' }).getByRole('link').first()
  const href = await about.getAttribute('href')
  expect(href).toMatch(/^\/content\?id=\d+$/)
  await about.click()
  await expect(page).toHaveURL(href ?? '')
})

test('a visited category and search results render again with the server stopped', async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  const category = `/category?categoryId=2&type=section&page=1&title=New`
  // The 22 titles of this section fill two pages, both loaded while the end is in view.
  await page.goto(category)
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(22)
  // Spec section 4: a failed search resets its results, a next page's too. The list asks for the
  // page after the last until one comes back empty; the link goes only once that answer is in.
  const endOfResults = page.waitForResponse(
    async (r) => r.url().includes('/v1/search/content') && r.ok() && ((await r.json()) as { items: unknown[] }).items.length === 0,
  )
  await page.goto('/search?query=o')
  const results = page.getByRole('region', { name: '“o” အတွက် ရလဒ်များ' }).getByRole('link')
  await expect(results).toHaveCount(24)
  // The page after the last is asked for once the end of the list comes into view.
  await results.last().scrollIntoViewIfNeeded()
  await endOfResults

  await server.stop()
  // The 22 titles of this section fill two pages, both loaded while the end is in view.
  await page.goto(category)
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(22)
  await page.goto('/search?query=o')
  await expect(page.getByRole('region', { name: '“o” အတွက် ရလဒ်များ' }).getByRole('link')).toHaveCount(24)
})

test('a stored category comes back with its posters in its first frame, never its placeholders', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.goto('/category?categoryId=2&type=section&page=1&title=New')
  const posters = page.getByRole('main').getByRole('link')
  await expect(posters).toHaveCount(22)
  await posters.first().click()
  await expect(page).toHaveURL(/\/content\?id=\d+$/)
  // The title's page has replaced the category's: the address changes before the old page goes.
  await expect(page.getByRole('main').getByRole('region', { name: 'New' })).toHaveCount(0)
  // What the category's section holds when it first appears: its posters, or placeholders for them.
  // (Placeholders under the posters, for a next page, may follow: they are not looked at.)
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      // The section is named by a heading of its own, which carries the name's language.
      const category = [...document.querySelectorAll('main section[aria-labelledby]')].find(
        (s) => document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent === 'New',
      )
      if (!category) return
      observer.disconnect()
      const first = {
        posters: category.querySelectorAll('a[href^="/content"]').length,
        placeholders: category.querySelectorAll('.animate-pulse').length,
      }
      Object.assign(window, { first })
    })
    observer.observe(document.body, { subtree: true, childList: true })
  })
  await page.goBack()
  await expect(posters).toHaveCount(22)
  const first = await page.evaluate(() => (window as unknown as { first: { posters: number; placeholders: number } }).first)
  expect(first.placeholders).toBe(0)
  expect(first.posters).toBeGreaterThan(0)
})

test('favorites and history rows whose change is still queued show "waiting to sync"', async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  const { userId, accessToken } = await logInThroughApi(page, DEMO.atomPremium)
  await api(page, accessToken, 'POST', '/v1/favorite', { contentId: 5 })
  await api(page, accessToken, 'POST', '/v1/watch_history', { childId: 201, duration: 45 * 60_000, position: 60_000 })
  await page.goto('/watch-history')
  await expect(page.getByRole('list', { name: 'ဆက်လက်ကြည့်ရှုရန်' }).getByRole('link')).toHaveCount(1)
  await page.goto('/favorites')
  await expect(page.getByRole('list', { name: 'အကြိုက်ဆုံးများ' }).getByRole('link')).toHaveCount(1)

  // Offline, the viewer favorites the title again and watches further: both wait in the outbox.
  await server.stop()
  await page.evaluate(async (user: number) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('yoke-shin')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('open failed'))
    })
    const now = Date.now()
    const row = (id: string, itemKey: string, op: unknown) => ({
      id,
      userId: user,
      itemKey,
      op,
      status: 'queued',
      attempted: false,
      createdAt: now,
      updatedAt: now,
      failure: null,
    })
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('outbox', 'readwrite')
      tx.objectStore('outbox').put(row('e2e-fav', 'fav:5', { kind: 'favorite', contentId: 5, wanted: true }))
      tx.objectStore('outbox').put(
        row('e2e-pos', 'pos:201', { kind: 'position', childId: 201, duration: 45 * 60_000, position: 30 * 60_000 }),
      )
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error ?? new Error('write failed'))
    })
    db.close()
  }, userId)
  await page.reload()
  const favorite = page.getByRole('list', { name: 'အကြိုက်ဆုံးများ' }).getByRole('listitem')
  await expect(favorite).toContainText('ဆာဗာသို့ ပို့ရန် စောင့်နေသည်')
  await page.goto('/watch-history')
  await expect(page.getByRole('list', { name: 'ဆက်လက်ကြည့်ရှုရန်' }).getByRole('link')).toContainText('ဆာဗာသို့ ပို့ရန် စောင့်နေသည်')
})

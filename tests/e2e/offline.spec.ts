import { test, expect, waitForServiceWorker, dismissHomePopup } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { queueFavoriteRow, readTable } from './support/idb.ts'

const OFFLINE_BAR = 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်'
const SERVER_DOWN_BAR = 'ဆာဗာကို ဆက်သွယ်၍ မရပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်'

test('a change queued offline shows on the profile tab and the offline bar, and both go once the server answers again', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  const { userId } = await logInThroughApi(page, DEMO.free)
  await waitForServiceWorker(page)
  const badge = page.getByRole('navigation').locator('[data-unsynced]')
  await expect(page.getByRole('status').filter({ hasText: SERVER_DOWN_BAR })).toHaveCount(0)

  await server.stop()
  await queueFavoriteRow(page, userId, 3)
  // The page itself loads with the server down: start-up replays the outbox, the request finds no
  // server, and that (not navigator.onLine, which still says online) turns the bar on.
  await page.reload()
  await expect(page.getByText(SERVER_DOWN_BAR)).toBeVisible()
  await expect(badge).toHaveText('၁')
  await expect(page.getByRole('link', { name: /ချိန်ကိုက်ရန် ၁ ခု စောင့်နေသည်/ })).toBeVisible()

  await server.start()
  // The phone's link comes back: the browser fires `online`, the outbox replays at once.
  await context.setOffline(true)
  await context.setOffline(false)
  await expect(page.getByText(SERVER_DOWN_BAR)).toHaveCount(0)
  await expect(badge).toHaveCount(0)
  expect(await readTable(page, 'outbox')).toEqual([])
  const favorites = await page.evaluate(
    async (token) => {
      const res = await fetch('/v1/favorite?page=1', { headers: { authorization: `Bearer ${token}` } })
      return ((await res.json()) as { items: Array<{ id: number }> }).items.map((i) => i.id)
    },
    (await readTable<{ accessToken: string }>(page, 'session'))[0]?.accessToken,
  )
  expect(favorites).toContain(3)
})

test('with the server stopped, a reload shows home with the titles stored on the online visit', async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await page.reload()
  await expect.poll(async () => (await readTable(page, 'home')).length, { timeout: 10_000 }).toBe(1)
  const [row] = await readTable<{ data: { sections: Array<{ contents: Array<{ title: string }> }> } }>(page, 'home')
  const titles = (row?.data.sections ?? []).flatMap((s) => s.contents.map((c) => c.title)).slice(0, 3)
  expect(titles.length).toBeGreaterThan(0)

  await server.stop()
  await page.reload()
  for (const title of titles) await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
})

test('offline, the worker draws the stored first banner into the page itself, before any script runs', async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await expect.poll(async () => (await readTable(page, 'home')).length, { timeout: 10_000 }).toBe(1)
  const [row] = await readTable<{ data: { banners: Array<{ sliderImg: string; bannerImg: string }> } }>(page, 'home')
  const first = row!.data.banners[0]!

  await server.stop()
  await page.reload()
  // The shell as the worker wrote it: hidden once the app renders, still in the page.
  const frame = page.locator('#boot [data-boot-banner]')
  expect(await frame.getAttribute('data-slider')).toBe(first.sliderImg)
  expect(await frame.getAttribute('data-wide')).toBe(first.bannerImg)
  await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('src', `${first.sliderImg}?w=640`)
  expect(await frame.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
})

test('the first visit’s banner, loaded before the worker existed, is kept by it and shows offline after the browser’s own cache is gone', async ({
  page,
  context,
  server,
}) => {
  await page.goto('/?checked=1')
  const shellBanner = page.locator('#boot [data-boot-banner] img')
  // The slider image, or the wide one in a landscape window: whichever the page's <picture> chose.
  await expect.poll(() => shellBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const shown = await shellBanner.evaluate((img: HTMLImageElement) => img.currentSrc)
  expect(new URL(shown).pathname).toMatch(/^\/images\//)
  await waitForServiceWorker(page)
  const kept = () => page.evaluate(async (u) => Boolean(await (await caches.open('images')).match(u)), shown)
  await expect.poll(kept, { timeout: 10_000 }).toBe(true)

  // A phone's HTTP cache is small and soon evicted; only the worker's cache is the app's own.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.clearBrowserCache')
  await server.stop()
  await page.reload()
  await expect
    .poll(() => shellBanner.evaluate((img: HTMLImageElement) => [img.currentSrc, img.complete && img.naturalWidth > 0]))
    .toEqual([shown, true])
})

test('a category and a content detail visited online render with the server down; an unvisited detail says the server cannot be reached', async ({
  page,
  server,
}) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await page.goto('/content?id=3')
  await expect.poll(async () => (await readTable(page, 'content')).length, { timeout: 10_000 }).toBeGreaterThan(0)
  const [content] = await readTable<{ id: number; data: { title: string } }>(page, 'content')
  await page.goto('/category?categoryId=1&type=section&page=1&title=Films')
  await expect.poll(async () => (await readTable(page, 'categoryPages')).length, { timeout: 10_000 }).toBeGreaterThan(0)
  const [category] = await readTable<{ items: Array<{ title: string }> }>(page, 'categoryPages')

  await server.stop()
  await page.goto(`/content?id=${content?.id ?? 3}`)
  await expect(page.getByText(content?.data.title ?? '', { exact: true }).first()).toBeVisible()
  await page.goto('/category?categoryId=1&type=section&page=1&title=Films')
  await expect(page.getByText(category?.items[0]?.title ?? '', { exact: true }).first()).toBeVisible()
  await page.goto('/content?id=999')
  // The device is online: it is the server that does not answer, not the internet that is missing.
  await expect(page.getByRole('alert').filter({ hasText: 'ဆာဗာကို ဆက်သွယ်၍ မရပါ' })).toBeVisible()
})

test('launched with no network at all, a category read from the device says it is offline; the bar goes when the network returns', async ({
  page,
  context,
}) => {
  const category = '/category?categoryId=1&type=section&page=1&title=Films'
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await page.goto(category)
  await expect.poll(async () => (await readTable(page, 'categoryPages')).length, { timeout: 10_000 }).toBeGreaterThan(0)
  const [stored] = await readTable<{ items: Array<{ title: string }> }>(page, 'categoryPages')

  // Flight mode: the page's requests would fail, but this screen, fresh on the device, sends none.
  // A phone in flight mode reports navigator.onLine false, and that is what the app reads at launch.
  // Chromium 150 under offline emulation still reports true in a document loaded after it (156
  // reports false), so the page is told what the phone would say.
  await context.setOffline(true)
  await page.addInitScript(() => {
    if (sessionStorage.getItem('test:flight-mode')) Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
  })
  await page.evaluate(() => sessionStorage.setItem('test:flight-mode', '1'))
  await page.reload()
  await expect(page.getByText(stored?.items[0]?.title ?? '', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toBeVisible()

  // The link comes back: the browser says so and fires `online` (by hand, for the same reason).
  await context.setOffline(false)
  await page.evaluate(() => {
    sessionStorage.removeItem('test:flight-mode')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
    window.dispatchEvent(new Event('online'))
  })
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BAR })).toHaveCount(0)
})

test('a database deleted between visits is created again and the app opens online without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.free)
  // What the browser does when it evicts the origin's storage: the database is simply gone.
  await page.goto('about:blank')
  await page.goto('/?checked=1')
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.deleteDatabase('yoke-shin')
        req.onsuccess = () => resolve()
        req.onerror = () => reject(req.error ?? new Error('delete failed'))
      }),
  )
  await page.reload()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ပင်မ' })).toBeVisible()
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'yoke-shin'))).toBe(true)
  expect(await readTable(page, 'session')).toEqual([])
  expect(errors).toEqual([])
})

test('where IndexedDB cannot open, the app runs online from memory and says saving is unavailable', async ({ page }) => {
  await page.addInitScript(() => {
    const denied = {
      open() {
        throw new DOMException('The user denied permission to access the database.', 'InvalidStateError')
      },
      deleteDatabase() {
        throw new DOMException('denied', 'InvalidStateError')
      },
      databases: () => Promise.resolve([]),
      cmp: () => 0,
    }
    Object.defineProperty(window, 'indexedDB', { get: () => denied, configurable: true })
  })
  await page.goto('/?checked=1')
  // The popup is modal: while it is open the rest of the page is out of the accessibility tree.
  await dismissHomePopup(page)
  await expect(page.getByRole('note')).toHaveText('ဤစက်တွင် သိမ်းဆည်း၍ မရပါ၊ အင်တာနက်ရှိမှသာ အက်ပ်ကို အသုံးပြုနိုင်ပါသည်')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ပင်မ' })).toBeVisible()
  await page.getByRole('navigation').getByRole('link', { name: 'ရှာဖွေရန်' }).click()
  await expect(page).toHaveURL(/\/search$/)
})

test('the worker’s Background Sync event replays the outbox by itself', async ({ page, context, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  const { userId } = await logInThroughApi(page, DEMO.ooredooFree)
  await waitForServiceWorker(page)
  // Written behind the page's back: no page trigger fires, so only the worker can send it.
  await queueFavoriteRow(page, userId, 5)

  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const reg = e.registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted)
        if (reg) resolve(reg.registrationId)
      },
    )
  })
  await cdp.send('ServiceWorker.enable')
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.url,
    registrationId: await registrationId,
    tag: 'outbox',
    lastChance: false,
  })
  await expect.poll(async () => (await readTable(page, 'outbox')).length, { timeout: 15_000 }).toBe(0)
  const [session] = await readTable<{ accessToken: string }>(page, 'session')
  const favorites = await page.evaluate(async (token) => {
    const res = await fetch('/v1/favorite?page=1', { headers: { authorization: `Bearer ${token}` } })
    return ((await res.json()) as { items: Array<{ id: number }> }).items.map((i) => i.id)
  }, session?.accessToken)
  expect(favorites).toEqual([5])
})

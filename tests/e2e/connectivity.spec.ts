import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { readTable } from './support/idb.ts'

// What the bar says, in each language: each state in its own words, "saved content" only with it.
const SAYS = {
  my: {
    offlineSaved: 'အင်တာနက် ချိတ်ဆက်မှု မရှိပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်',
    slow: 'ဆာဗာက တုံ့ပြန်ရန် နှေးနေပါသည်',
    unreachableSaved: 'ဆာဗာကို ဆက်သွယ်၍ မရပါ — သိမ်းထားသော အကြောင်းအရာကို ပြသနေသည်',
    noInternet: /အင်တာနက်/,
    saved: /သိမ်းထားသော/,
    timeOut: 'အချိန်ကုန်သွားပါပြီ',
  },
  en: {
    offlineSaved: 'No internet connection — showing saved content',
    slow: 'The server is slow to answer',
    unreachableSaved: 'Can’t reach the server — showing saved content',
    noInternet: /internet|offline/i,
    saved: /saved/i,
    timeOut: 'TimeOut',
  },
} as const

type Lang = keyof typeof SAYS

// A phone's width: there the first page of a category fills the screen, and asks for no second one.
test.use({ viewport: { width: 360, height: 740 } })

const CATEGORY = '/category?categoryId=1&type=section&page=1&title=Films'

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('LANGUAGE', l), lang)
}

// Any connectivity wording, today's or a wrong one, so that a wrong state fails on its text.
const bar = (page: Page) => page.getByRole('status').filter({ hasText: /ဆာဗာ|အင်တာနက်|server|internet|offline/i })

/** An online visit that leaves home stored on the device and the worker in charge. */
async function visitOnline(page: Page): Promise<void> {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await page.reload()
  await expect.poll(async () => (await readTable(page, 'home')).length, { timeout: 10_000 }).toBe(1)
}

for (const lang of ['my', 'en'] as const) {
  test(`${lang}: on a fresh device with a server 6 s slow, the bar and the page say the server is slow, not that there is no internet or saved content`, async ({
    page,
    request,
    server,
  }) => {
    await useLanguage(page, lang)
    await request.post(`${server.url}/__dev/faults`, { data: { latencyMs: 6000 } })
    await page.goto('/?checked=1')
    // The API gives up after 5 s: the home screen has nothing stored and says it timed out.
    await expect(page.getByRole('alert').filter({ hasText: SAYS[lang].timeOut })).toBeVisible({ timeout: 15_000 })
    await expect(bar(page)).toHaveText(SAYS[lang].slow)
    await expect(page.getByText(SAYS[lang].noInternet)).toHaveCount(0)
    await expect(page.getByText(SAYS[lang].saved)).toHaveCount(0)
  })
}

test('offline after a visit, the bar says there is no connection and that saved content shows, also after a reload', async ({
  page,
  context,
}) => {
  await visitOnline(page)
  await context.setOffline(true)
  await expect(bar(page)).toHaveText(SAYS.my.offlineSaved)

  // A launch with no network: the browser says so at once, and the stored home shows.
  await page.reload()
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible()
  await expect(bar(page)).toHaveText(SAYS.my.offlineSaved)
})

for (const lang of ['my', 'en'] as const) {
  test(`${lang}: with the server stopped after a visit, the bar says the server cannot be reached and that saved content shows`, async ({
    page,
    server,
  }) => {
    await useLanguage(page, lang)
    await visitOnline(page)
    await server.stop()
    await page.reload()
    await expect(bar(page)).toHaveText(SAYS[lang].unreachableSaved)
    await expect(page.getByText(SAYS[lang].noInternet)).toHaveCount(0)
  })
}

test('with the server stopped, a title never stored says the server cannot be reached, not that there is no internet', async ({
  page,
  server,
}) => {
  await visitOnline(page)
  await server.stop()
  await page.goto('/content?id=999')
  await expect(page.getByRole('alert').filter({ hasText: 'ဆာဗာကို ဆက်သွယ်၍ မရပါ' })).toBeVisible()
  await expect(page.getByText(SAYS.my.noInternet)).toHaveCount(0)
})

test('the bar goes once the server answers again, with no online event from the browser', async ({ page, server }) => {
  await visitOnline(page)
  await server.stop()
  await page.reload()
  await expect(bar(page)).toHaveText(SAYS.my.unreachableSaved)
  // A phone whose radio reconnects quietly fires no `online` event; the app asks the server again by itself.
  await server.start()
  await expect(bar(page)).toHaveCount(0, { timeout: 20_000 })
})

test('a category opened from the device with the server down shows the bar, as the other screens do', async ({ page, server }) => {
  await visitOnline(page)
  await page.goto(CATEGORY)
  await expect.poll(async () => (await readTable(page, 'categoryPages')).length, { timeout: 10_000 }).toBeGreaterThan(0)
  const [stored] = await readTable<{ items: Array<{ title: string }> }>(page, 'categoryPages')

  await server.stop()
  await page.goto(CATEGORY)
  await expect(page.getByText(stored?.items[0]?.title ?? '', { exact: true }).first()).toBeVisible()
  await expect(bar(page)).toHaveText(SAYS.my.unreachableSaved)
})

test('search results shown again from the device with the server down show the bar, as the other screens do', async ({ page, server }) => {
  await visitOnline(page)
  await page.goto('/search?query=a')
  await expect.poll(async () => (await readTable(page, 'searchPages')).length, { timeout: 10_000 }).toBeGreaterThan(0)
  const [stored] = await readTable<{ items: Array<{ title: string }> }>(page, 'searchPages')

  await server.stop()
  await page.goto('/search?query=a')
  await expect(page.getByText(stored?.items[0]?.title ?? '', { exact: true }).first()).toBeVisible()
  await expect(bar(page)).toHaveText(SAYS.my.unreachableSaved)
})

import { test, expect, dismissHomePopup } from './support/fixtures.ts'

const BOX_MY = 'ရုပ်ရှင်နှင့် ဇာတ်လမ်းတွဲများ ရှာဖွေရန်'

test('suggestions as you type, Enter searches, and scrolling loads the next page of results', async ({ page }) => {
  const searchCalls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/v1/search/content')) searchCalls.push(`${url.pathname}${url.search}`)
  })
  // A phone's screen: on a wide one the first page's three columns end within reach of the next
  // page's trigger, and the second page may arrive before the first is counted.
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/?checked=1')
  await page.goto('/search')
  const box = page.getByRole('combobox', { name: BOX_MY })
  await expect(page.getByRole('heading', { name: 'အရှာဖွေအများဆုံး' })).toBeVisible()

  await box.pressSequentially('a')
  const suggestions = page.getByRole('listbox', { name: 'အကြံပြုချက်များ' })
  await expect(suggestions.getByRole('option', { name: 'Yangon Undercover' })).toBeVisible()
  expect(searchCalls.filter((c) => c.includes('auto-complete'))).toEqual(['/v1/search/content/auto-complete?query=a'])

  await box.press('Enter')
  await expect(page).toHaveURL(/\/search\?query=a$/)
  await expect(suggestions).toBeHidden()
  const results = page.getByRole('region', { name: '“a” အတွက် ရလဒ်များ' }).getByRole('link')
  await expect(results).toHaveCount(20)
  expect(searchCalls).toContain('/v1/search/content?query=a&page=1')

  // The seed has 28 titles with an "a": the second page arrives on scrolling to the end.
  await results.last().scrollIntoViewIfNeeded()
  await expect(results).toHaveCount(28)
  expect(searchCalls).toContain('/v1/search/content?query=a&page=2')

  await results.filter({ hasText: 'Yangon Undercover' }).click()
  await expect(page).toHaveURL(/\/content\?id=\d+/)
})

test('a short list of results asks for the next page, as the spec says, without placeholders flashing under it', async ({ page }) => {
  // The probe for page 2 is held a moment, so placeholders drawn for it would be on screen to see.
  let probed = false
  await page.route(/\/v1\/search\/content\?query=night&page=2$/, async (route) => {
    probed = true
    await new Promise((r) => setTimeout(r, 700))
    await route.continue()
  })
  await page.goto('/?checked=1')
  await page.goto('/search')
  await page.evaluate(() => {
    const seen = { placeholdersAfterResults: false }
    ;(window as unknown as { seen: typeof seen }).seen = seen
    new MutationObserver(() => {
      const main = document.querySelector('#root main')
      if (main?.querySelector('a[href^="/content"]') && main.querySelector('.animate-pulse')) seen.placeholdersAfterResults = true
    }).observe(document, { subtree: true, childList: true, attributes: true })
  })
  const box = page.getByRole('combobox', { name: BOX_MY })
  await box.fill('night')
  await box.press('Enter')
  const results = page.getByRole('region', { name: '“night” အတွက် ရလဒ်များ' }).getByRole('link')
  await expect(results).toHaveCount(2)
  await expect.poll(() => probed).toBe(true)
  await expect(page.getByRole('region', { name: '“night” အတွက် ရလဒ်များ' })).toHaveAttribute('aria-busy', 'false')
  await page.waitForTimeout(800)
  await expect(results).toHaveCount(2)
  expect(
    await page.evaluate(() => (window as unknown as { seen: { placeholdersAfterResults: boolean } }).seen.placeholdersAfterResults),
  ).toBe(false)
})

test('a Zawgyi query is searched and remembered in Unicode; recent searches can be removed', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.goto('/search')
  const box = page.getByRole('combobox', { name: BOX_MY })
  // "ချစ်" (love) as a Zawgyi keyboard types it.
  await box.fill('\u1001\u103A\u1005\u1039')
  await box.press('Enter')
  await expect(page).toHaveURL(`/search?query=${encodeURIComponent('ချစ်')}`)
  await expect(box).toHaveValue('ချစ်')
  await expect(page.getByRole('link', { name: /ချစ်ခြင်းရဲ့ အရိပ်/ })).toBeVisible()

  await page.getByRole('button', { name: 'ရှာဖွေမှု ဖျက်ရန်' }).click()
  await expect(page).toHaveURL(/\/search$/)
  const recent = page.getByRole('region', { name: 'မကြာသေးမီက ရှာဖွေမှုများ' })
  await expect(recent.getByRole('button', { name: 'ချစ်', exact: true })).toBeVisible()
  await recent.getByRole('button', { name: '“ချစ်” ကို မကြာသေးမီက ရှာဖွေမှုများမှ ဖယ်ရှားရန်' }).click()
  await expect(recent).toBeHidden()
})

test('on a wide screen the header search box works from the keyboard (English)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/?checked=1')
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.reload()
  // The home popup is modal: the header behind it takes no input until it is closed.
  await dismissHomePopup(page)
  const header = page.getByRole('banner')
  const box = header.getByRole('combobox', { name: 'Search films and series' })
  await box.pressSequentially('mon')
  const options = header.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  const count = await options.count()
  expect(count).toBeGreaterThan(1)

  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await box.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await box.press('ArrowUp')
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '')
  await box.press('Escape')
  await expect(box).toHaveAttribute('aria-expanded', 'false')

  await box.press('ArrowDown')
  const chosen = (await options.first().textContent()) ?? ''
  await box.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(chosen)
  await expect(page).toHaveURL(/\/search\?/)
  await expect(page.getByRole('link', { name: new RegExp(chosen) }).first()).toBeVisible()
})

test('opened from a link, a search asks for its first page once: the page preloads it and the app takes that answer', async ({ page }) => {
  const firstPages: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/v1/search/content' && url.searchParams.get('page') === '1') firstPages.push(url.search)
  })
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text())
  })
  await page.goto(`/search?query=${encodeURIComponent('golden land')}&checked=1`)
  await expect(page.getByRole('region', { name: '“golden land” အတွက် ရလဒ်များ' }).getByRole('link')).toHaveCount(1)
  const fetched = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/v1/search/content?') && e.name.includes('page=1'))
      .map((e) => (e as PerformanceResourceTiming).initiatorType),
  )
  expect(fetched).toEqual(['link'])
  expect(firstPages).toEqual(['?query=golden+land&page=1'])
  expect(warnings.filter((w) => w.includes('preload'))).toEqual([])
})

test('opened from a link, a search shows its first posters before the app runs, and the app draws its results in their place with no placeholders between', async ({
  page,
}) => {
  // What the page shows first under #root's main: the search's placeholders, or its results.
  await page.addInitScript(() => {
    const firsts: string[] = []
    Object.assign(window, { firstShown: firsts })
    new MutationObserver(() => {
      if (firsts.length > 0) return
      if (document.querySelector('#root main a[href^="/content"]')) firsts.push('results')
      else if (document.querySelector('#root main .animate-pulse')) firsts.push('placeholders')
    }).observe(document, { subtree: true, childList: true })
  })
  // The app's script is held back, to see the page as the server sent it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  // Not until `load`: when the shell paints before its images are in, the page asks for the held
  // script first, and the load event waits for it.
  await page.goto('/search?query=a&checked=1', { waitUntil: 'domcontentloaded' })
  const bootPoster = page.locator('#boot img').first()
  await expect(bootPoster).toBeVisible()
  await expect.poll(() => bootPoster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await page.locator('#boot img').count()).toBe(6)
  const bootBox = await bootPoster.boundingBox()

  release()
  const firstResult = page.getByRole('region', { name: '“a” အတွက် ရလဒ်များ' }).getByRole('link').first()
  await expect(firstResult).toBeVisible()
  await expect(page.locator('#boot')).toBeHidden()
  // Polled: the stored answer takes over from the shell's results in a render of its own.
  await expect.poll(() => firstResult.locator('img').boundingBox()).toEqual(bootBox)
  expect(await page.evaluate(() => (window as unknown as { firstShown: string[] }).firstShown)).toEqual(['results'])
})

test('back from a title opened far down the search results returns to the same place in them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/search?query=a')
  const results = page.locator('main a[href^="/content"]')
  await expect(results.first()).toBeVisible()
  // The first page of results is in: the page is tall enough to scroll that far.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000)
  await page.evaluate(() => window.scrollTo(0, 900))
  // Scroll events are dispatched with the next frame; the router records the position from them.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  const before = await page.evaluate(() => Math.round(window.scrollY))
  expect(before).toBeGreaterThan(800)
  const index = await results.evaluateAll((links) => links.findIndex((a) => a.getBoundingClientRect().top > 100))
  const result = results.nth(index)
  await result.click()
  await expect(page).toHaveURL(/\/content\?id=/)
  await page.goBack()
  await expect(page).toHaveURL(/\/search\?query=a/)
  await expect.poll(async () => Math.abs((await page.evaluate(() => Math.round(window.scrollY))) - before)).toBeLessThanOrEqual(1)
  await expect(result).toBeInViewport()
})

import { test, expect, waitForServiceWorker } from './support/fixtures.ts'

test('a first online visit passes through the operator checker and comes back with a clean address', async ({ page }) => {
  const checkerVisits: string[] = []
  // Every request in order, to see what the launch asked for before it went to the checker.
  const requested: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    requested.push(path)
    if (path === '/he/check') checkerVisits.push(r.url())
  })
  // The size of each page the browser was sent (a page navigated away from keeps no body to read).
  const pages: number[] = []
  page.on('requestfinished', async (r) => {
    if (r.resourceType() === 'document' && new URL(r.url()).pathname === '/search') pages.push((await r.sizes()).responseBodySize)
  })
  await page.goto('/search?query=love')
  await expect(page).toHaveURL(/\/search\?query=love$/)
  expect(checkerVisits).toHaveLength(1)
  // The page the launch leaves at once for the checker is its gate alone, without the stylesheet and
  // shell that the page it comes back to brings.
  await expect.poll(() => pages.length).toBe(2)
  expect(pages[0]).toBeLessThan((pages[1] ?? 0) / 2)
  // The check runs inline before the app's script is asked for: the launch that goes to the
  // checker downloads nothing but its page.
  expect(requested.slice(0, requested.indexOf('/he/check'))).toEqual(['/search'])
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ရှာဖွေရန်' })).toBeVisible()

  // Once per browsing session: a reload does not go back to the checker.
  await page.reload()
  await expect(page.getByRole('navigation')).toBeVisible()
  expect(checkerVisits).toHaveLength(1)
})

test('the HE token from the checker logs the viewer in and leaves the address; an answer this launch did not ask for is dropped', async ({
  page,
  server,
}) => {
  await page.goto(`${server.url}/__dev/he?msisdn=959971234567`)
  // Through the checker and back: the operator's viewer is logged in with the token and welcomed.
  await page.goto('/')
  // The login's calls and the welcome's route after the page's start-up: seconds on two busy cores.
  await expect(page).toHaveURL(`${server.url}/profile`, { timeout: 15_000 })
  // The login spent the token (the server takes each once): the device keeps none.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()

  // An answer from the checker that this launch did not ask for (it carries no state of this
  // session): its token is dropped, and the address keeps only the app's own parameters.
  await page.goto(`/he/check?redirect=${encodeURIComponent('/content?id=3')}`)
  await expect(page).toHaveURL(`${server.url}/content?id=3`)
  expect(await page.evaluate(() => localStorage.getItem('HE_TOKEN'))).toBeNull()
})

test('an offline launch, or one on a dead link, opens the cached app without reaching the checker', async ({ page, context, server }) => {
  const checkerVisits: string[] = []
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === '/he/check') checkerVisits.push(r.url())
  })
  await page.goto('/')
  await waitForServiceWorker(page)
  await server.stop()

  // A new tab is a new browsing session, so the check would run again if it could. The phone
  // reports no network (Chromium's offline emulation would also block the worker's own answer).
  const offlineTab = await context.newPage()
  await offlineTab.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }))
  await offlineTab.goto(server.url + '/')
  await expect(offlineTab).toHaveURL(`${server.url}/`)
  await expect(offlineTab.getByRole('navigation').getByRole('link', { name: 'ပင်မ' })).toBeVisible()
  await offlineTab.close()
  expect(checkerVisits).toHaveLength(1)

  // navigator.onLine says online but nothing answers: the worker answers for the checker.
  const deadLinkTab = await context.newPage()
  await deadLinkTab.goto(server.url + '/favorites')
  await expect(deadLinkTab).toHaveURL(`${server.url}/favorites`)
  await expect(deadLinkTab.getByRole('navigation').getByRole('link', { name: 'အကြိုက်ဆုံးများ' })).toBeVisible()
})

test('home paints its header and first banner from the page alone, then the app takes over in the same place', async ({
  browser,
  page,
  server,
}) => {
  // No script at all: what a viewer sees while the scripts are still on their way.
  const bare = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', viewport: { width: 412, height: 823 } })
  try {
    const early = await bare.newPage()
    await early.goto(`${server.url}/?checked=1`)
    await expect(early.getByText('Yoke Shin')).toBeVisible()
    const banner = early.locator('#boot [data-boot-banner] img')
    await expect(banner).toBeVisible()
    await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const home = (await (await fetch(`${server.url}/v1/home`)).json()) as { banners: Array<{ sliderImg: string }> }
    expect(await banner.getAttribute('src')).toBe(`${home.banners[0]!.sliderImg}?w=640`)
  } finally {
    await bare.close()
  }

  // With scripts: the inline style is allowed by the page's policy, and once the app renders the
  // shell is gone, leaving one header and one carousel whose first slide is the same banner.
  const refused: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text())
  })
  await page.setViewportSize({ width: 412, height: 823 })
  await page.goto('/?checked=1')
  await expect(page.getByRole('navigation').getByRole('link', { name: 'ရှာဖွေရန်' })).toBeVisible()
  await expect(page.locator('#boot')).toBeHidden()
  await expect(page.locator('header:visible')).toHaveCount(1)
  await expect(page.locator('main img[fetchpriority="high"]').first()).toHaveAttribute('src', /\/images\/sliders\//)
  expect(await page.evaluate(() => getComputedStyle(document.body).lineHeight)).not.toBe('normal')
  expect(refused).toEqual([])
})

test("a deep link to a screen that does not open on a banner shows the shell's header alone, not home's skeleton", async ({
  page,
  server,
}) => {
  // The app's script is held back: what shows is the shell, as the viewer sees it while it loads.
  await page.route('**/assets/index-*.js', (route) => route.abort())
  const content = (await (await fetch(`${server.url}/v1/home`)).json()) as { banners: Array<{ id: number }> }
  const skeleton = page.locator('#boot [data-boot-feed] .bg-slate-200:visible')
  for (const address of ['/category?categoryId=1&type=section&page=1&checked=1', '/favorites?checked=1', '/profile?checked=1']) {
    await page.goto(address, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('#boot header')).toBeVisible()
    await expect(page.locator('#boot').getByText('Yoke Shin')).toBeVisible()
    await expect(skeleton, address).toHaveCount(0)
  }
  // Home and a title's page open on a banner over rows: theirs stays.
  for (const address of ['/?checked=1', `/content?id=${content.banners[0]!.id}&checked=1`]) {
    await page.goto(address, { waitUntil: 'domcontentloaded' })
    await expect(page.locator('#boot [data-boot-banner]'), address).toBeVisible()
    expect(await skeleton.count(), address).toBeGreaterThan(4)
  }
})

test('a deep link to a Burmese search asks at once for its screen, its strings and the Zawgyi detector; home only for its start-up scripts', async ({
  page,
  server,
}) => {
  const mostSearched = (await (await fetch(`${server.url}/v1/search/most-searched`)).json()) as { items: Array<{ title: string } | string> }
  const first = mostSearched.items[0]!
  const query = typeof first === 'string' ? first : first.title
  const address = `/search?query=${encodeURIComponent(query)}&checked=1`
  const scripts = (into: string[]) => (r: { url(): string }) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/assets/') && path.endsWith('.js')) into.push(path)
  }

  // With the app's script held back, what is asked for is what the page asked for by itself.
  await page.route('**/assets/index-*.js', (route) => route.abort())
  const byPage: string[] = []
  page.on('request', scripts(byPage))
  await page.goto(address)
  const expected = [/^\/assets\/index-/, /^\/assets\/framework-/, /^\/assets\/messages-/, /^\/assets\/search-/, /^\/assets\/unicode-/]
  await expect.poll(() => expected.filter((chunk) => !byPage.some((p) => chunk.test(p))).map(String)).toEqual([])
  // Home's shell draws its banner: nothing but the app's start-up scripts (the entry and the chunks
  // it imports, preloaded beside it) is asked for beside it; no screen, no strings.
  byPage.length = 0
  await page.goto('/?checked=1')
  await expect(page.locator('#boot [data-boot-banner] img')).toBeVisible()
  await page.waitForTimeout(500)
  expect(byPage.filter((p) => !/^\/assets\/(index|framework|core|rolldown-runtime)-/.test(p))).toEqual([])
  expect(byPage).toContainEqual(expect.stringMatching(/^\/assets\/index-/))
  page.removeAllListeners('request')
  await page.unroute('**/assets/index-*.js')

  // The app then finds them on hand: each is fetched once, and the results show.
  const requested: string[] = []
  page.on('request', (r) => requested.push(new URL(r.url()).pathname))
  await page.goto(address)
  await expect(page.locator('main a[href*="/content"]').first()).toBeVisible()
  expect(requested.filter((p) => p.startsWith('/assets/unicode-'))).toHaveLength(1)
  expect(requested.filter((p) => p.startsWith('/assets/search-'))).toHaveLength(1)
  // The entry's chunks are preloaded beside it, then imported by it: one request each.
  for (const chunk of ['/assets/index-', '/assets/framework-', '/assets/core-'])
    expect(
      requested.filter((p) => p.startsWith(chunk)),
      chunk,
    ).toHaveLength(1)
})

test('the page asks for the Myanmar font once its shell has painted, and Burmese is drawn in it; English asks for none', async ({
  browser,
  page,
  server,
}) => {
  const fonts = (into: string[]) => (r: { url(): string }) => {
    if (new URL(r.url()).pathname.endsWith('.woff2')) into.push(r.url())
  }
  // The shell has no Burmese: with the app's script held back, only the page itself can ask.
  await page.route('**/assets/index-*.js', (route) => route.abort())
  const byPage: string[] = []
  page.on('request', fonts(byPage))
  await page.goto('/?checked=1')
  await expect.poll(() => byPage.length).toBe(1)
  // The request is seen when it starts; its timing entry only once the font has arrived.
  const fontTimed = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.woff2')))
  await expect.poll(fontTimed).toBe(true)
  const [paint, font] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    performance.getEntriesByType('resource').find((e) => e.name.endsWith('.woff2'))?.startTime ?? -1,
  ])
  // Not before the shell's first paint, where it would share the link with the banner.
  expect(font).toBeGreaterThanOrEqual(paint)
  await page.unroute('**/assets/index-*.js')

  // The app's Burmese text is drawn in that font, not in a font of the system.
  await page.goto('/?checked=1')
  const label = page.getByRole('navigation').getByRole('link', { name: 'ရှာဖွေရန်' })
  await expect(label).toBeVisible()
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Yoke Shin Myanmar"', 'က'))).toBe(true)
  await label.evaluate((link) => {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
    while (walker.nextNode())
      if (/[\u1000-\u109f]/.test(walker.currentNode.textContent ?? '')) walker.currentNode.parentElement!.dataset.fontProbe = ''
  })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-font-probe]' })
  const used = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  expect(used.fonts.filter((f) => f.isCustomFont).map((f) => f.familyName)).toEqual(['Noto Sans Myanmar'])
  expect(used.fonts.filter((f) => !f.isCustomFont && f.glyphCount > 0).map((f) => f.familyName)).toEqual([])

  // A viewer who chose English downloads no Burmese font for a screen without Burmese.
  const english = await browser.newContext({ serviceWorkers: 'block' })
  try {
    await english.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
    await english.route('**/assets/index-*.js', (route) => route.abort())
    const englishPage = await english.newPage()
    const byEnglishPage: string[] = []
    englishPage.on('request', fonts(byEnglishPage))
    await englishPage.goto(`${server.url}/?checked=1`)
    await expect(englishPage.locator('#boot [data-boot-banner] img')).toBeVisible()
    await englishPage.waitForTimeout(500)
    expect(byEnglishPage).toEqual([])
  } finally {
    await english.close()
  }
})

test('a returning viewer who never downloaded asks for none of the download engine, though the header made its database', async ({
  page,
}) => {
  await page.goto('/?checked=1')
  // The first visit: the header's downloading sign creates the downloads database, empty.
  await expect.poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toContain('yoke-shin-downloads')
  const scripts: string[] = []
  page.on('request', (r) => scripts.push(new URL(r.url()).pathname))
  await page.reload()
  await expect(page.locator('main section a img').first()).toBeVisible()
  // The launch's check for downloads to carry on has run.
  await expect.poll(() => scripts.some((p) => /^\/assets\/start-/.test(p))).toBe(true)
  await page.waitForTimeout(1000)
  expect(scripts.filter((p) => /^\/assets\/download-engine-/.test(p))).toEqual([])
})

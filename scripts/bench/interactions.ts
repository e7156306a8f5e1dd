// Taps, memory and scrolling on the calibrated phone (CPU slowdown from calibrate.ts), in Chromium.
// A tap's latency is what INP counts: the longest Event Timing entry of the interaction, from the
// input to the next paint. Entries under 16 ms are not reported by the browser, so 16 reads "≤ 16".
import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { spreadOf, type Spread } from './stats.ts'
import { listPages } from './rows.ts'
import { seedList } from './browser.ts'

const PHONE = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
const FIRST_POSTER = 'main section a[href*="/content"]'
const FAVORITE = 'main button[aria-pressed]'
const FAVORITES_TAB = 'nav a[href="/favorites"]'
const TAPPERS = [DEMO.premium, DEMO.free, DEMO.ooredooFree]

export interface TapLatencies {
  openTitleMs: Spread
  favoriteMs: Spread
  switchTabMs: Spread
}

/** Records every Event Timing entry of an interaction from now on, in the page. */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Array<{ id: number; duration: number }> = []
    ;(window as unknown as { __interactions: typeof seen }).__interactions = seen
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[])
        if (e.interactionId) seen.push({ id: e.interactionId, duration: e.duration })
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  })
}

/** The worst interaction since `from` entries, once the browser has reported it (after a paint). */
async function worstSince(page: Page, from: number): Promise<number> {
  await page.waitForTimeout(500)
  return page.evaluate((start: number) => {
    const seen = (window as unknown as { __interactions: Array<{ duration: number }> }).__interactions.slice(start)
    return seen.length ? Math.max(...seen.map((e) => e.duration)) : 16
  }, from)
}

const count = (page: Page) => page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length)

async function loggedInHome(browser: Browser, server: TestServer, phone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${server.url}/?checked=1`)
  await page.waitForSelector(FIRST_POSTER)
  await logInThroughApi(page, phone)
  await page.waitForSelector(FIRST_POSTER)
  await page.waitForLoadState('networkidle')
  // Home's popup opens once per popup; a returning viewer has closed it long ago.
  const popup = page.getByRole('dialog')
  if (await popup.isVisible()) {
    await page.keyboard.press('Escape')
    await popup.waitFor({ state: 'hidden' })
  }
  return { context, page }
}

/** Open a title from home, toggle its favorite, switch to the Favorites tab; `runs` viewers. */
export async function tapLatencies(browser: Browser, server: TestServer, cpuRate: number, runs = 3): Promise<TapLatencies> {
  const all: Array<Record<keyof TapLatencies, number>> = []
  for (let r = 0; r < runs; r++) {
    // A number per run: the server makes a number wait between codes, as it would a viewer.
    const { context, page } = await loggedInHome(browser, server, TAPPERS[r % TAPPERS.length]!)
    try {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
      await watchInteractions(page)
      let mark = await count(page)
      await page.tap(FIRST_POSTER)
      await page.waitForSelector(FAVORITE)
      const openTitleMs = await worstSince(page, mark)
      await page.waitForLoadState('networkidle')
      const before = await page.getAttribute(FAVORITE, 'aria-pressed')
      mark = await count(page)
      await page.tap(FAVORITE)
      await page.waitForFunction(([sel, was]) => document.querySelector(sel!)?.getAttribute('aria-pressed') !== was, [FAVORITE, before])
      const favoriteMs = await worstSince(page, mark)
      mark = await count(page)
      await page.tap(FAVORITES_TAB)
      await page.waitForURL(/\/favorites/)
      const switchTabMs = await worstSince(page, mark)
      all.push({ openTitleMs, favoriteMs, switchTabMs })
    } finally {
      await context.close()
    }
  }
  return {
    openTitleMs: spreadOf(all.map((a) => a.openTitleMs)),
    favoriteMs: spreadOf(all.map((a) => a.favoriteMs)),
    switchTabMs: spreadOf(all.map((a) => a.switchTabMs)),
  }
}

/**
 * The JS heap after browsing `titles` titles (in the app, from home, and back) and `playSeconds` of
 * playback, after a forced collection: what the app keeps, not what it has not yet let go.
 */
export async function heapAfterUse(browser: Browser, server: TestServer, titles = 20, playSeconds = 300): Promise<number> {
  const { context, page } = await loggedInHome(browser, server, DEMO.atomPremium)
  try {
    const hrefs = await page.$$eval(`main a[href*="/content"]`, (links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
    for (const href of hrefs.slice(0, titles)) {
      await page.locator(`main a[href="${href}"]`).first().scrollIntoViewIfNeeded()
      await page.locator(`main a[href="${href}"]`).first().click()
      await page.waitForSelector(FAVORITE)
      await page.goBack()
      await page.waitForSelector(FIRST_POSTER)
    }
    await page.locator(FIRST_POSTER).first().click()
    // The page is in Burmese, the default: "Watch now".
    await page.getByText('ယခုကြည့်ရန်', { exact: true }).first().click()
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video')
        return !!v && !v.paused && v.currentTime > 0
      },
      undefined,
      { timeout: 30_000 },
    )
    await page.waitForTimeout(playSeconds * 1000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return usedSize
  } finally {
    await context.close()
  }
}

export interface ScrollFigures {
  /** Frames the display would have shown but the page did not produce, over all frames of the scroll. */
  droppedShare: number
  frames: number
  itemsShown: number
}

/**
 * A search of `n` results stored on the device (the server's answer held back, so the stored list
 * is what shows), flung to its end with touch scroll gestures on the calibrated phone; frames counted
 * with requestAnimationFrame against a 60 Hz display.
 */
export async function scrollLongSearch(browser: Browser, server: TestServer, cpuRate: number, n = 500): Promise<ScrollFigures> {
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/language?checked=1`)
    await page.waitForLoadState('networkidle')
    const list = 'longlist'
    await page.evaluate(seedList, { table: 'searchPages', kind: 'search', list, rows: listPages(list, n, Date.now()) })
    // The search's own answer never comes, so the screen shows what the device holds.
    await page.route('**/v1/search**', () => undefined)
    await page.goto(`${server.url}/search?query=${list}&checked=1`)
    await page.waitForSelector('main a[href*="/content"]')
    await page.waitForTimeout(1000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __counting: boolean }
      w.__frames = []
      w.__counting = true
      const tick = (t: number) => {
        w.__frames.push(t)
        if (w.__counting) requestAnimationFrame(tick)
      }
      requestAnimationFrame(tick)
    })
    for (let i = 0; i < 12; i++) {
      await cdp.send('Input.synthesizeScrollGesture', { x: 200, y: 600, yDistance: -2500, speed: 3000, gestureSourceType: 'touch' })
    }
    const frames = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __counting: boolean }
      w.__counting = false
      return w.__frames
    })
    const itemsShown = await page.locator('main a[href*="/content"]').count()
    const FRAME = 1000 / 60
    let dropped = 0
    for (let i = 1; i < frames.length; i++) dropped += Math.max(0, Math.round((frames[i]! - frames[i - 1]!) / FRAME) - 1)
    return { droppedShare: dropped / (frames.length - 1 + dropped), frames: frames.length, itemsShown }
  } finally {
    await context.close()
  }
}

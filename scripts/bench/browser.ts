// Browser figures in Chromium (Playwright): offline reopen, warm revisit bytes, and Dexie timings.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import type { TestServer } from '../../tests/e2e/support/server.ts'
import { ByteProxy, type Transfer } from './byte-proxy.ts'
import { median } from './stats.ts'
import { listPages, manyRows, PAGE_SIZE, type PageRow } from './rows.ts'

/** What home paints first: the first banner's image, and the first poster of the first section row. */
// The banner painted by the page's shell (drawn in by the server or, offline, by the worker) counts
// as much as the carousel's: both are the first banner on screen.
export const BANNER = '#boot [data-boot-banner] img, main img[fetchpriority="high"]'
export const SECTION_POSTER = 'main section a img'

const dexieUmd = fileURLToPath(new URL('../../node_modules/dexie/dist/dexie.min.js', import.meta.url))

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/**
 * Until the page is controlled by an activated worker, i.e. the precache is complete. The predicate
 * is synchronous on purpose: `waitForFunction` takes any truthy value, and a Promise is one, so an
 * async predicate returns at once, before the worker has installed.
 */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 30_000,
    polling: 100,
  })
}

/** Records, from navigation start, when each selector's first match is painted (its image decoded). */
async function recordPaints(context: BrowserContext, selectors: Record<string, string>): Promise<void> {
  await context.addInitScript((sel: Record<string, string>) => {
    const marks: Record<string, number> = {}
    ;(window as unknown as { __paints: Record<string, number> }).__paints = marks
    const check = () => {
      for (const [name, s] of Object.entries(sel)) {
        if (marks[name] !== undefined) continue
        // A shown element only: the page's shell is hidden, not removed, once the app renders.
        const shown = (e: Element) => e.checkVisibility() && (!(e instanceof HTMLImageElement) || (e.complete && e.naturalWidth > 0))
        const el = [...document.querySelectorAll(s)].find(shown)
        if (el) {
          // The frame after the DOM change is the one that shows it; rAF runs before that frame's
          // style, layout and paint, and a task posted from it runs after them.
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => (marks[name] ??= performance.now())
            channel.port2.postMessage(null)
          })
        }
      }
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
    document.addEventListener('load', check, true)
  }, selectors)
}

async function paints(page: Page, names: string[]): Promise<Record<string, number>> {
  const handle = await page.waitForFunction(
    (n: string[]) => {
      const marks = (window as unknown as { __paints?: Record<string, number> }).__paints
      return marks && n.every((k) => marks[k] !== undefined) ? marks : null
    },
    names,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as Record<string, number>
}

export interface OfflineReopen {
  shellMs: number
  bannerMs: number
  rowMs: number
}

/** Visit once online, stop the server, reload under `cpuRate` CPU throttling; median of `runs`. */
export async function offlineReopen(browser: Browser, server: TestServer, cpuRate: number, runs = 5): Promise<OfflineReopen> {
  const results: OfflineReopen[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    try {
      await recordPaints(context, { banner: BANNER, row: SECTION_POSTER })
      const page = await context.newPage()
      // `checked=1`: past the start-up trip to the operator checker, as a returning viewer is.
      await page.goto(`${server.url}/?checked=1`)
      await waitForWorker(page)
      await paints(page, ['banner', 'row'])
      // A second online load, as a returning viewer's: the worker has claimed the page and filled
      // its caches before the link goes.
      await page.reload()
      await waitForWorker(page)
      await paints(page, ['banner', 'row'])
      await server.stop()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
      await page.reload()
      const marks = await paints(page, ['banner', 'row'])
      const shellMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN)
      results.push({ shellMs, bannerMs: marks.banner!, rowMs: marks.row! })
      // Each run on stderr: on a shared machine the spread says how far to trust the median.
      console.error(
        `  run ${i + 1}: shell ${shellMs.toFixed(0)} ms, banner ${marks.banner!.toFixed(0)} ms, row ${marks.row!.toFixed(0)} ms`,
      )
    } finally {
      await context.close()
      await server.start()
    }
  }
  return {
    shellMs: median(results.map((r) => r.shellMs)),
    bannerMs: median(results.map((r) => r.bannerMs)),
    rowMs: median(results.map((r) => r.rowMs)),
  }
}

export interface WarmRevisit {
  nonImageBytes: number
  imageBytes: number
  requests: number
  /** Every response of the second visit, 304s included, so the figure can be checked line by line. */
  transfers?: Transfer[]
}

/** Bytes crossing the network for a second visit to home; 304s and precache hits count 0. */
export async function warmRevisit(browser: Browser, server: TestServer): Promise<WarmRevisit> {
  const proxy = await ByteProxy.start(server.port)
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    await recordPaints(context, { banner: BANNER, row: SECTION_POSTER })
    const page = await context.newPage()
    await page.goto(proxy.url)
    await waitForWorker(page)
    await paints(page, ['banner', 'row'])
    await page.waitForLoadState('networkidle')
    await page.close()
    proxy.reset()
    // A new tab in the same profile: a new browsing session, as when the viewer opens the app
    // again, so the once-per-session operator check runs (and is counted) as it would then.
    const again = await context.newPage()
    await again.goto(proxy.url)
    await paints(again, ['banner', 'row'])
    await again.waitForLoadState('networkidle')
    const counted = proxy.transfers.filter((t) => t.status !== 304)
    const isImage = (t: { contentType: string }) => t.contentType.startsWith('image/')
    return {
      nonImageBytes: counted.filter((t) => !isImage(t)).reduce((n, t) => n + t.bytes, 0),
      imageBytes: counted.filter(isImage).reduce((n, t) => n + t.bytes, 0),
      requests: counted.length,
      transfers: [...proxy.transfers],
    }
  } finally {
    await context.close()
    await proxy.close()
  }
}

/**
 * Dexie itself (its UMD build, the same version the app bundles) writing `rows` page rows of the
 * app's shape (`perRow` content items each; the app stores pages of 20) in one transaction with
 * bulkPut, into a scratch database with the app's page-table schema, on the app's own page once it
 * is idle, so the app's rows stay intact. The rows are built outside the timed part. Median of `runs`.
 *
 * Each run has a browser profile of its own. All of an origin's databases share one backing store,
 * and what a run deletes seems to be cleared away only once no page holds a connection to it; the
 * app always holds one. Run after run in one profile, each commit then pays for the 20,000 items of
 * every earlier run. Ten runs of plain IndexedDB writes, each into a new database deleted after it,
 * grew from 130 to 321 ms on the app's page, and stayed between 126 and 194 ms on a page of the same
 * origin without the app. With `sameStore`, all runs rewrite one store in one profile, and that
 * growing cost is what is measured; it is printed beside the target's figure.
 */
export async function dexieCommit(
  browser: Browser,
  server: TestServer,
  rows = 1000,
  runs = 7,
  perRow = PAGE_SIZE,
  sameStore = false,
): Promise<number> {
  const batch = manyRows(rows, perRow, Date.now())
  const times: number[] = []
  let context: BrowserContext | null = null
  try {
    for (let i = 0; i < runs; i++) {
      if (!context || !sameStore) {
        await context?.close()
        context = await browser.newContext({ bypassCSP: true })
        const page = await context.newPage()
        await page.goto(`${server.url}/language?checked=1`)
        // The app's first visit precaches a megabyte of files into the same origin's storage: timed
        // alongside it, the commit would measure that too.
        await waitForWorker(page)
        await page.waitForLoadState('networkidle')
        await page.addScriptTag({ content: readFileSync(dexieUmd, 'utf8') })
      }
      const page = context.pages()[0]!
      times.push(
        await page.evaluate(async (b: PageRow[]) => {
          type TableLike = { bulkPut(rows: unknown[]): Promise<unknown>; clear(): Promise<unknown> }
          type DexieLike = {
            version(v: number): { stores(s: Record<string, string>): void }
            open(): Promise<unknown>
            table(name: string): TableLike
            transaction(mode: string, table: string, fn: () => Promise<unknown>): Promise<unknown>
            close(): void
          }
          const DexieCtor = (window as unknown as { Dexie: new (name: string) => DexieLike }).Dexie
          const db = new DexieCtor('yoke-shin-bench')
          db.version(1).stores({ categoryPages: '&[list+page], list' })
          await db.open()
          await db.table('categoryPages').clear()
          const t0 = performance.now()
          await db.transaction('rw', 'categoryPages', () => db.table('categoryPages').bulkPut(b))
          const ms = performance.now() - t0
          db.close()
          return ms
        }, batch),
      )
    }
    return median(times)
  } finally {
    await context?.close()
  }
}

/** A list item of the category grid: a link to a title. */
export const LIST_ITEM = 'main a[href*="/content"]'

/**
 * Dexie read-to-render: `n` items stored for a category (in pages of 20, as the app stores them);
 * with the server stopped so nothing but IndexedDB feeds the screen, the time from the route change
 * (the popstate the router matches on) to the frame that paints the first list item. One warm-up
 * run first, not counted: it loads the route's chunk, which is not Dexie's part. Median of `runs`.
 */
export async function listRender(browser: Browser, server: TestServer, n: number, runs = 5): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const times: number[] = []
  try {
    const page = await context.newPage()
    // A screen without title links, so the first one seen is the category's.
    await page.goto(`${server.url}/language?checked=1`)
    // Offline, a page the worker does not control cannot fetch the category chunk, and the router
    // answers a failed chunk with a reload: the evaluate below would lose its context.
    await waitForWorker(page)
    await server.stop()
    for (let r = -1; r < runs; r++) {
      const categoryId = 900_000 + n * 10 + r + 1
      const list = `${categoryId}:section`
      await page.evaluate(seedList, { table: 'categoryPages', kind: 'category', list, rows: listPages(list, n, Date.now()) })
      const ms = await page.evaluate(
        ({ id, item }: { id: number; item: string }) =>
          new Promise<number>((resolve, reject) => {
            // rAF runs before the frame's style, layout and paint; a task posted from it runs after.
            // At user-blocking priority it runs next, not behind the image loads and timers the
            // new screen queued, which belong to no paint of its list.
            const { scheduler } = globalThis as unknown as {
              scheduler: { postTask(fn: () => void, options: { priority: string }): Promise<void> }
            }
            const afterPaint = (then: () => void) =>
              requestAnimationFrame(() => void scheduler.postTask(then, { priority: 'user-blocking' }))
            let t0 = 0
            const observer = new MutationObserver(() => {
              if (!document.querySelector(item)) return
              observer.disconnect()
              afterPaint(() => resolve(performance.now() - t0))
            })
            observer.observe(document.body, { subtree: true, childList: true })
            setTimeout(() => reject(new Error('the list never painted')), 15_000)
            history.pushState({}, '', `/category?categoryId=${id}&type=section`)
            t0 = performance.now()
            dispatchEvent(new PopStateEvent('popstate'))
          }),
        { id: categoryId, item: LIST_ITEM },
      )
      if (r >= 0) times.push(ms)
      // Back to the starting screen, so the next run starts from the same place.
      await page.evaluate(() => {
        history.pushState({}, '', '/language')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.waitForFunction((item: string) => !document.querySelector(item), LIST_ITEM)
      await page.waitForTimeout(300)
    }
  } finally {
    await context.close()
    await server.start()
  }
  return median(times)
}

/**
 * Writes a stored list's pages (`table`) and its 'ready' list state (`kind:list`) in one transaction,
 * outside the app. Runs in the page, so it takes everything as arguments.
 */
export async function seedList({ table, kind, list, rows }: { table: string; kind: string; list: string; rows: PageRow[] }): Promise<void> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('yoke-shin')
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('open failed'))
  })
  const now = Date.now()
  const tx = db.transaction([table, 'listState'], 'readwrite')
  for (const row of rows) tx.objectStore(table).put(row)
  const state = {
    key: `${kind}:${list}`,
    scope: 'catalogue',
    page: rows.length + 1,
    hasMore: false,
    status: 'ready',
    failure: null,
    statusAt: now,
    gen: 1,
    touchedAt: now,
  }
  tx.objectStore('listState').put(state)
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error ?? new Error('write failed'))
  })
  db.close()
}

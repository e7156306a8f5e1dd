// Browser figures in Chromium (Playwright): offline reopen, warm revisit bytes, and Dexie timings.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import type { TestServer } from '../../tests/e2e/support/server.ts'
import { ByteProxy, type Transfer } from './byte-proxy.ts'
import { median } from './stats.ts'

/** What home paints first: the first banner's image, and the first poster of the first section row. */
export const BANNER = 'main img[fetchpriority="high"]'
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
        const el = document.querySelector(s)
        if (el && (!(el instanceof HTMLImageElement) || (el.complete && el.naturalWidth > 0))) {
          // The frame after the DOM change is the one that shows it.
          requestAnimationFrame(() => (marks[name] ??= performance.now()))
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

/** Visit once online, stop the server, reload under 4× CPU throttling; median of `runs`. */
export async function offlineReopen(browser: Browser, server: TestServer, runs = 5): Promise<OfflineReopen> {
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
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.reload()
      const marks = await paints(page, ['banner', 'row'])
      const shellMs = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      )
      results.push({ shellMs, bannerMs: marks.banner!, rowMs: marks.row! })
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
  transfers: Transfer[]
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
    proxy.reset()
    await page.goto(proxy.url)
    await paints(page, ['banner', 'row'])
    await page.waitForLoadState('networkidle')
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

/** Dexie itself (its UMD build) in the app's own database: one transaction writing 1000 page rows. */
export async function dexieCommit(browser: Browser, server: TestServer, rows = 1000, runs = 5): Promise<number> {
  const context = await browser.newContext({ bypassCSP: true })
  try {
    const page = await context.newPage()
    await page.goto(server.url)
    await page.addScriptTag({ content: readFileSync(dexieUmd, 'utf8') })
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      times.push(
        await page.evaluate(async (n: number) => {
          type DexieLike = { open(): Promise<unknown>; table(name: string): { bulkPut(rows: unknown[]): Promise<unknown>; clear(): Promise<unknown> }; transaction(mode: string, table: string, fn: () => Promise<unknown>): Promise<unknown>; close(): void }
          const DexieCtor = (window as unknown as { Dexie: new (name: string) => DexieLike }).Dexie
          const db = new DexieCtor('yoke-shin-bench')
          // A scratch database with the app's page-table schema, so the app's own rows stay intact.
          ;(db as unknown as { version(v: number): { stores(s: Record<string, string>): void } }).version(1).stores({ categoryPages: '&[list+page], list' })
          await db.open()
          const item = (k: number) => ({ id: k, title: `ရုပ်ရှင် ${k}`, posterImage: `/images/posters/${k % 72}.webp`, isFree: k % 3 === 0 })
          const batch = Array.from({ length: n }, (_, k) => ({ list: `category:bench:${k % 50}`, page: k, items: [item(k)], fetchedAt: Date.now() }))
          await db.table('categoryPages').clear()
          const t0 = performance.now()
          await db.transaction('rw', 'categoryPages', () => db.table('categoryPages').bulkPut(batch))
          const ms = performance.now() - t0
          db.close()
          return ms
        }, rows),
      )
    }
    return median(times)
  } finally {
    await context.close()
  }
}

/** A list item of the category grid: a link to a title. */
export const LIST_ITEM = 'main a[href*="/content"]'

/**
 * Dexie read-to-render: `n` items stored for a category (in pages of 20, as the app stores them);
 * with the server stopped so nothing but IndexedDB feeds the screen, the time from the route change
 * to the first list item painted. Median of `runs`.
 */
export async function listRender(browser: Browser, server: TestServer, n: number, runs = 5): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const times: number[] = []
  try {
    const page = await context.newPage()
    // A screen without title links, so the first one seen is the category's.
    await page.goto(`${server.url}/language?checked=1`)
    await waitForWorker(page)
    await server.stop()
    for (let r = 0; r < runs; r++) {
      const categoryId = 900_000 + n * 10 + r
      await page.evaluate(
        async ({ count, id }: { count: number; id: number }) => {
          const db = await new Promise<IDBDatabase>((resolve, reject) => {
            const req = indexedDB.open('yoke-shin')
            req.onsuccess = () => resolve(req.result)
            req.onerror = () => reject(req.error ?? new Error('open failed'))
          })
          const list = `${id}:section`
          const now = Date.now()
          const tx = db.transaction(['categoryPages', 'listState'], 'readwrite')
          const pages = Math.ceil(count / 20)
          for (let p = 1; p <= pages; p++) {
            const items = Array.from({ length: Math.min(20, count - (p - 1) * 20) }, (_, k) => {
              const i = (p - 1) * 20 + k + 1
              const img = `/images/posters/${(i % 72) + 1}.webp`
              return { id: i, title: `ရုပ်ရှင် ${i}`, contentType: 'single', actors: '', director: '', sliderImg: img, bannerImg: img, posterImg: img, episodePosterImg: img, isFree: false }
            })
            tx.objectStore('categoryPages').put({ list, page: p, items, fetchedAt: now })
          }
          tx.objectStore('listState').put({ key: `category:${list}`, scope: 'catalogue', page: pages + 1, hasMore: false, status: 'ready', failure: null, statusAt: now, gen: 1, touchedAt: now })
          await new Promise<void>((resolve, reject) => {
            tx.oncomplete = () => resolve()
            tx.onerror = () => reject(tx.error ?? new Error('write failed'))
          })
          db.close()
        },
        { count: n, id: categoryId },
      )
      times.push(
        await page.evaluate(
          ({ id, item }: { id: number; item: string }) =>
            new Promise<number>((resolve, reject) => {
              const t0 = performance.now()
              const done = () => {
                if (!document.querySelector(item)) return false
                requestAnimationFrame(() => resolve(performance.now() - t0))
                return true
              }
              const observer = new MutationObserver(() => done() && observer.disconnect())
              observer.observe(document.body, { subtree: true, childList: true })
              setTimeout(() => reject(new Error('the list never painted')), 15_000)
              history.pushState({}, '', `/category?categoryId=${id}&type=section`)
              dispatchEvent(new PopStateEvent('popstate'))
            }),
          { id: categoryId, item: LIST_ITEM },
        ),
      )
      // Back to the starting screen, so the next run starts from the same place.
      await page.evaluate(() => {
        history.pushState({}, '', '/language')
        dispatchEvent(new PopStateEvent('popstate'))
      })
      await page.waitForTimeout(300)
    }
  } finally {
    await context.close()
    await server.start()
  }
  return median(times)
}

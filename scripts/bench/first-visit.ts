// `npm run bench:light`: what a first visit costs a viewer who pays per megabyte, counted at a
// byte-counting proxy (scripts/bench/byte-proxy.ts: status line, headers and body as sent, the
// worker's own fetches included: precache, runtime caches and pictures), on a fresh server each run,
// in a phone-sized Chromium (412 by 823 CSS px at 1.75 device pixels, as Lighthouse's phone).
// Three figures, without and with the data saver (the browser's Save-Data: the request header on
// every request and navigator.connection.saveData in the page, as Chrome's Lite mode set them):
//   1. home opened for the first time: everything the origin sends in the first 30 s;
//   2. a title's page opened from home (a tap on the first poster of the first row) until quiet;
//   3. a warm revisit of home in a new tab of the same profile, until quiet (304s count their bytes).
// Each line lists the bytes by kind (script, style, page, font, picture, API, other). The last line
// is one JSON object. `BENCH_FIRST_VISIT_S` shortens the 30 s window.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'
import { ByteProxy, type Transfer } from './byte-proxy.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const WINDOW_MS = Number(process.env.BENCH_FIRST_VISIT_S ?? 30) * 1000
const QUIET_MS = 2000

type Kind = 'script' | 'style' | 'page' | 'font' | 'picture' | 'api' | 'other'

function kindOf(t: Transfer): Kind {
  const type = t.contentType
  const path = t.path.split('?')[0] ?? ''
  if (type.startsWith('image/')) return 'picture'
  if (path.startsWith('/v1/')) return 'api'
  if (type.includes('javascript')) return 'script'
  if (type.includes('css')) return 'style'
  if (type.includes('html')) return 'page'
  if (type.startsWith('font/')) return 'font'
  return 'other'
}

interface Figure {
  bytes: number
  requests: number
  byKind: Partial<Record<Kind, number>>
}

function figure(transfers: readonly Transfer[]): Figure {
  const byKind: Partial<Record<Kind, number>> = {}
  let bytes = 0
  for (const t of transfers) {
    // What a carrier bills: both directions.
    const n = t.bytes + t.requestBytes
    bytes += n
    byKind[kindOf(t)] = (byKind[kindOf(t)] ?? 0) + n
  }
  return { bytes, requests: transfers.length, byKind }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function line(name: string, f: Figure): string {
  const parts = Object.entries(f.byKind)
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k} ${kb(n)}`)
  return `${name.padEnd(44)} ${kb(f.bytes).padStart(10)} in ${String(f.requests).padStart(3)} requests (${parts.join(', ')})`
}

/** Until no answer has arrived at the proxy for QUIET_MS, at most `limitMs`. */
async function quiet(proxy: ByteProxy, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs
  let seen = -1
  let since = Date.now()
  while (Date.now() < end) {
    if (proxy.transfers.length !== seen) {
      seen = proxy.transfers.length
      since = Date.now()
    } else if (Date.now() - since >= QUIET_MS) return
    await new Promise((r) => setTimeout(r, 100))
  }
}

function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  })
}

async function openPage(context: BrowserContext, saveData: boolean): Promise<Page> {
  const page = await context.newPage()
  if (saveData) {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never).catch(() => {
      // An older Chromium has no override: the page then reads the header's absence in navigator.connection.
      console.error('  (this Chromium cannot set navigator.connection.saveData)')
    })
  }
  return page
}

interface Run {
  firstVisit: Figure
  titlePage: Figure
  warmRevisit: Figure
  transfers: { firstVisit: Transfer[]; titlePage: Transfer[]; warmRevisit: Transfer[] }
}

async function run(browser: Browser, saveData: boolean): Promise<Run> {
  const server = await TestServer.create()
  // The header on every request, the redirects and the worker's included (the proxy adds it); the
  // page's navigator.connection.saveData through the DevTools override.
  const proxy = await ByteProxy.start(server.port, saveData ? { 'Save-Data': 'on' } : {})
  const context = await newContext(browser)
  try {
    const page = await openPage(context, saveData)
    const started = Date.now()
    await page.goto(`${proxy.url}/`)
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)))
    const firstVisit = figure(proxy.transfers)
    const firstTransfers = [...proxy.transfers]
    // The rest of the first visit (a worker still filling its caches) is no part of the next figure.
    await quiet(proxy, 60_000)
    proxy.reset()

    // Home's popup (a first visit shows it) covers the rows: closed as a viewer would.
    const popup = page.getByRole('dialog')
    if (await popup.isVisible()) {
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'hidden' })
    }
    await page.locator('main section[aria-labelledby^="section-"] a[href^="/content"]').first().click()
    await page.waitForURL(/\/content\?id=/)
    await page.locator('main h2').first().waitFor()
    await quiet(proxy, 30_000)
    const titlePage = figure(proxy.transfers)
    const titleTransfers = [...proxy.transfers]
    await page.close()
    proxy.reset()

    const again = await openPage(context, saveData)
    await again.goto(`${proxy.url}/`)
    await again.locator('main section[aria-labelledby^="section-"] a[href^="/content"] img').first().waitFor()
    await quiet(proxy, 30_000)
    const warmRevisit = figure(proxy.transfers)
    return {
      firstVisit,
      titlePage,
      warmRevisit,
      transfers: { firstVisit: firstTransfers, titlePage: titleTransfers, warmRevisit: [...proxy.transfers] },
    }
  } finally {
    await context.close()
    await proxy.close()
    await server.dispose()
  }
}

ensureBuilt(root)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  headless: true,
})
try {
  const result: Record<string, { firstVisit: Figure; titlePage: Figure; warmRevisit: Figure }> = {}
  for (const saveData of [false, true]) {
    const name = saveData ? 'saver' : 'plain'
    console.error(`▶ first visit, ${saveData ? 'with Save-Data: on' : 'without the data saver'}`)
    const r = await run(browser, saveData)
    // BENCH_LIST=1: every request of each figure on stderr, to check the figure line by line.
    if (process.env.BENCH_LIST) {
      for (const [phase, list] of Object.entries(r.transfers)) {
        console.error(`  ${phase}:`)
        for (const t of list)
          console.error(`  ${String(t.bytes + t.requestBytes).padStart(8)} ${t.status} ${t.contentType.padEnd(28)} ${t.path}`)
      }
    }
    console.log(line(`${name}: first visit to home, first ${WINDOW_MS / 1000} s`, r.firstVisit))
    console.log(line(`${name}: a title's page opened from home`, r.titlePage))
    console.log(line(`${name}: warm revisit of home`, r.warmRevisit))
    result[name] = { firstVisit: r.firstVisit, titlePage: r.titlePage, warmRevisit: r.warmRevisit }
  }
  console.log(JSON.stringify(result))
} finally {
  await browser.close()
}

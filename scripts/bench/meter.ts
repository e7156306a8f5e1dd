// `npm run bench:meter`: the data meter against a byte-counting proxy (byte-proxy.ts: status line,
// headers and body of every answer, as a carrier bills what the phone receives). A viewer's session
// in Chromium through the proxy: a first visit and some browsing (home, two titles' pages, a
// search), WATCH_S seconds of an episode, and one episode downloaded at 240p. The proxy's bytes are
// put in the meter's categories by what they are and when: media (/media/) while the player plays is
// watching, media while the download runs is downloads, everything else is browsing. The meter's
// figures are read from its IndexedDB rows at the end. Printed: both, per category, and the meter's
// share of the proxy's. The last line is one JSON object.
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { ByteProxy, type Transfer } from './byte-proxy.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const WATCH_S = Number(process.env.WATCH_S ?? 300)
const TITLE = 1
const WATCHED = 101
const DOWNLOADED = 102

type Category = 'watching' | 'downloads' | 'browsing'
const CATEGORIES: Category[] = ['watching', 'downloads', 'browsing']

ensureBuilt(root)

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  // The page and the worker write what they counted every 2 s.
  await page.waitForTimeout(3000)
}

async function meterRows(page: Page): Promise<Record<Category, number>> {
  return page.evaluate(
    () =>
      new Promise<Record<'watching' | 'downloads' | 'browsing', number>>((resolve, reject) => {
        const req = indexedDB.open('yoke-shin-meter')
        req.onerror = () => reject(req.error ?? new Error('open failed'))
        req.onsuccess = () => {
          const all = req.result.transaction('days').objectStore('days').getAll()
          all.onsuccess = () => {
            const out = { watching: 0, downloads: 0, browsing: 0 }
            for (const r of all.result as Array<typeof out>) for (const k of Object.keys(out) as Array<keyof typeof out>) out[k] += r[k]
            req.result.close()
            resolve(out)
          }
        }
      }),
  )
}

const server = await TestServer.create({ MEDIA_EPISODE_SECONDS: String(Math.max(60, WATCH_S + 60)) })
const proxy = await ByteProxy.start(server.port)
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
const phases: Array<{ phase: Category | 'browse'; from: number; to: number }> = []
const mark = async (phase: Category | 'browse', run: () => Promise<void>) => {
  const from = proxy.transfers.length
  await run()
  phases.push({ phase, from, to: proxy.transfers.length })
}
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  await context.addInitScript(() => {
    localStorage.setItem('LANGUAGE', 'en')
    // The page's own downloader, so every byte of the download crosses the proxy while it is watched.
    try {
      delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch
    } catch {
      // Not there.
    }
  })
  const page = await context.newPage()
  await mark('browse', async () => {
    await page.goto(proxy.url)
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 })
    await settle(page)
    await logInThroughApi(page, DEMO.free)
    await settle(page)
    for (const path of [`/content?id=${TITLE}`, '/search?query=love', '/content?id=2']) {
      await page.goto(proxy.url + path)
      await settle(page)
    }
  })
  await mark('watching', async () => {
    await page.goto(`${proxy.url}/player?contentChildId=${WATCHED}&isTrailer=false`)
    await page.waitForFunction(() => (document.querySelector('video')?.duration ?? 0) > 0, undefined, { timeout: 30_000 })
    await page.evaluate(() =>
      document
        .querySelector('video')
        ?.play()
        .catch(() => undefined),
    )
    await page.waitForFunction((s: number) => (document.querySelector('video')?.currentTime ?? 0) >= s, WATCH_S, {
      timeout: (WATCH_S + 120) * 1000,
      polling: 1000,
    })
    await page.evaluate(() => document.querySelector('video')?.pause())
    await page.waitForTimeout(3000)
  })
  await mark('downloads', async () => {
    await page.goto(`${proxy.url}/content?id=${TITLE}`)
    const row = page.getByRole('listitem').filter({ has: page.locator(`a[href*="contentChildId=${DOWNLOADED}&"]`) })
    await row.getByRole('button', { name: 'Download' }).click()
    const sheet = page.getByRole('dialog', { name: 'Download quality' })
    await sheet.getByRole('radio', { name: /240p/ }).click()
    await sheet.getByRole('button', { name: 'Download', exact: true }).click()
    await page.waitForFunction(
      (id: number) =>
        new Promise<boolean>((resolve) => {
          const req = indexedDB.open('yoke-shin-downloads')
          req.onerror = () => resolve(false)
          req.onsuccess = () => {
            const get = req.result.transaction('downloads').objectStore('downloads').get(id)
            get.onsuccess = () => {
              req.result.close()
              resolve((get.result as { state?: string } | undefined)?.state === 'completed')
            }
            get.onerror = () => resolve(false)
          }
        }),
      DOWNLOADED,
      { timeout: 600_000, polling: 1000 },
    )
    await settle(page)
  })
  const meter = await meterRows(page)

  const proxied: Record<Category, number> = { watching: 0, downloads: 0, browsing: 0 }
  const isMedia = (t: Transfer) => new URL(t.path, proxy.url).pathname.startsWith('/media/')
  for (const { phase, from, to } of phases) {
    for (const t of proxy.transfers.slice(from, to)) {
      const category: Category = isMedia(t) && (phase === 'watching' || phase === 'downloads') ? phase : 'browsing'
      proxied[category] += t.bytes
    }
  }
  const stray = proxy.transfers.slice(phases.at(-1)?.to ?? 0).length
  const total = (r: Record<Category, number>) => CATEGORIES.reduce((n, c) => n + r[c], 0)
  const rows = [...CATEGORIES.map((c) => [c, proxied[c], meter[c]] as const), ['total', total(proxied), total(meter)] as const]
  console.log(
    `Session: browsing, ${WATCH_S} s of episode ${WATCHED}, episode ${DOWNLOADED} downloaded at 240p; ${proxy.transfers.length} answers through the proxy${stray ? ` (${stray} after the session, not counted)` : ''}.`,
  )
  console.log('category      proxy (bytes)   meter (bytes)   meter / proxy')
  for (const [name, p, m] of rows)
    console.log(`${name.padEnd(12)} ${String(p).padStart(14)} ${String(m).padStart(15)}   ${p ? ((m / p) * 100).toFixed(1) : '-'} %`)
  const within = rows.every(([, p, m]) => p === 0 || Math.abs(m - p) / p <= 0.05)
  console.log(within ? 'Every category within 5 % of the proxy.' : 'NOT every category within 5 % of the proxy.')
  console.log(
    JSON.stringify({
      watchSeconds: WATCH_S,
      proxy: { ...proxied, total: total(proxied) },
      meter: { ...meter, total: total(meter) },
      within5pc: within,
    }),
  )
  await context.close()
} finally {
  await browser.close()
  await proxy.close()
  await server.dispose()
}

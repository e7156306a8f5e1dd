// `npm run bench:unlock`: what a receiver pays in data to unlock an episode a friend sent. On a fresh
// reference server whose episodes last 50 minutes (BENCH_EPISODE_SECONDS, default 3000: 240p is
// about 46 MB), viewer A downloads episode 101 at 240p in the app and saves it as one file ("Send to
// a friend"). Viewer B, in another browser context whose every request crosses a byte-counting
// proxy (scripts/bench/byte-proxy.ts: request line, headers and body both ways, as a carrier bills
// them), was online once before (logged in, the Downloads screen opened); B adds the file with no
// network, then the network comes back until the episode is unlocked (B played something before, so
// the worker keeps the player's code). Printed: B's bytes on the
// wire from the network's return to the unlock, each request, the file's size over A's stored
// bytes, and B's import time. The last line is one JSON object. Timings are printed, never asserted.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { downloadOf, queueThroughTitlePage, storedFiles } from '../../tests/e2e/support/downloads.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'
import { ByteProxy } from './byte-proxy.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const EPISODE_S = Number(process.env.BENCH_EPISODE_SECONDS ?? 3000)
const TITLE = 1
const EPISODE = 101
const LIMIT = 20 * 1024

ensureBuilt(root)
const server = await TestServer.create({ MEDIA_EPISODE_SECONDS: String(EPISODE_S) })
const proxy = await ByteProxy.start(Number(new URL(server.url).port))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
  headless: true,
})

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read().catch(() => null)
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function opened(context: BrowserContext, phone: string): Promise<Page> {
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.goto('/?checked=1')
  await until(
    'the worker',
    () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active && navigator.serviceWorker.controller)),
    20_000,
  )
  await logInThroughApi(page, phone)
  return page
}

try {
  // A: the download and the file.
  const a = await browser.newContext({ baseURL: server.url, acceptDownloads: true })
  await a.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share
  })
  const aPage = await opened(a, DEMO.premium)
  await aPage.goto(`/content?id=${TITLE}`)
  console.error(`▶ A downloads episode ${EPISODE} (${EPISODE_S} s, 240p)`)
  await queueThroughTitlePage(aPage, EPISODE, '240p')
  await until('the download', async () => (await downloadOf(aPage, EPISODE))?.state === 'completed', 600_000)
  await aPage.goto('/downloads')
  await aPage.getByRole('button', { name: 'Send to a friend' }).click()
  const [download] = await Promise.all([
    aPage.waitForEvent('download', { timeout: 120_000 }),
    aPage.getByRole('dialog', { name: 'Send to a friend' }).getByRole('button', { name: 'Save to this device' }).click(),
  ])
  const file = await download.path()
  const fileBytes = readFileSync(file).byteLength
  const stored = (await storedFiles(aPage)).filter((f) => f.path.startsWith(`/__downloads/${EPISODE}/`)).reduce((n, f) => n + f.bytes, 0)
  console.error(`  file ${fileBytes} B, stored ${stored} B`)

  // B: online once before, through the counting proxy.
  const b = await browser.newContext({ baseURL: proxy.url })
  const bPage = await opened(b, DEMO.atomPremium)
  await bPage.goto('/downloads')
  await bPage.getByRole('button', { name: 'Add an episode you were sent' }).waitFor()
  await until(
    'the verification key',
    () =>
      bPage.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const req = indexedDB.open('yoke-shin-downloads')
            req.onsuccess = () => {
              const get = req.result.transaction('kv', 'readonly').objectStore('kv').get('descriptor-key')
              get.onsuccess = () => resolve(Boolean(get.result))
              get.onerror = () => resolve(false)
            }
            req.onerror = () => resolve(false)
          }),
      ),
    20_000,
  )

  // As on a phone that played something before: the player's code is kept by the worker. (On a
  // phone that never played, the first unlock also fetches it once, about 97 KB: app code, not unlock.)
  const manifest = JSON.parse(readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >
  const hls =
    Object.values(manifest)
      .map((c) => c.file)
      .find((f) => /^assets\/hls-[\w-]+\.js$/.test(f)) ?? ''
  await bPage.evaluate(async (chunk) => void (await fetch(`/${chunk}`)).text(), hls)

  console.error('▶ B adds the file offline')
  await b.setOffline(true)
  const importStart = Date.now()
  await bPage.getByTestId('receive-input').setInputFiles(file)
  await until('the locked row', async () => (await downloadOf(bPage, EPISODE))?.state === 'locked', 300_000)
  const importMs = Date.now() - importStart

  console.error('▶ the network back until it unlocks')
  proxy.reset()
  await b.setOffline(false)
  await until('the unlock', async () => (await downloadOf(bPage, EPISODE))?.state === 'completed', 60_000)
  // Requests already on their way finish before counting.
  await bPage.waitForLoadState('networkidle')
  const transfers = [...proxy.transfers]
  const unlockBytes = transfers.reduce((n, t) => n + t.bytes + t.requestBytes, 0)
  for (const t of transfers)
    console.error(`  ${t.status} ↑${String(t.requestBytes).padStart(5)} B ↓${String(t.bytes).padStart(6)} B  ${t.path}`)

  const result = {
    episodeSeconds: EPISODE_S,
    quality: '240p',
    storedBytes: stored,
    fileBytes,
    fileOverStored: Number((fileBytes / stored).toFixed(4)),
    importMs,
    unlockRequests: transfers.length,
    unlockBytes,
    unlockWithinLimit: unlockBytes <= LIMIT,
  }
  console.log(`receiver's network bytes to unlock: ${unlockBytes} B in ${transfers.length} request(s) (limit ${LIMIT} B)`)
  console.log(`file over stored bytes: ${result.fileOverStored}; import of ${(fileBytes / 1e6).toFixed(1)} MB: ${importMs} ms`)
  console.log(JSON.stringify(result))
} finally {
  await browser.close()
  await proxy.close()
  await server.dispose()
}

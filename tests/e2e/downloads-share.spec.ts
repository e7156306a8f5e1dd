import { readFileSync } from 'node:fs'
import type { BrowserContext, Page, Request } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import { downloadOf, queueThroughTitlePage, storedFiles } from './support/downloads.ts'
import { startPlaying, video } from './support/player.ts'

// An episode sent phone to phone: viewer A downloads it and saves it as one file; viewer B adds the
// file without the network, unlocks it with a licence of B's own, and plays it offline. Episodes
// last 4 minutes here (3.7 MB at 240p): long enough that the file's fixed header (the descriptor,
// the poster) weighs on its size as it does on a real episode's, short enough to download quickly.
const TITLE = 1
const EPISODE = 101
// Two minutes: the file's frame (a few KB) stays inside the 1 % the test allows over what was stored (at one minute it passed it).
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '120' } })
test.setTimeout(180_000)

/** The player's code chunk, which the app fetches once and the worker then keeps. */
const HLS_CHUNK = (() => {
  const manifest = JSON.parse(readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >
  return (
    Object.values(manifest)
      .map((c) => c.file)
      .find((f) => /^assets\/hls-[\w-]+\.js$/.test(f)) ?? ''
  )
})()

/** A's side: download the episode, then "Send to a friend" → "Save to this device"; the saved file's path. */
async function exportFromA(page: Page): Promise<{ path: string; size: number; stored: number }> {
  // No share sheet in this browser: the file is saved to the device instead.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share
    delete (Navigator.prototype as { canShare?: unknown }).canShare
  })
  await inEnglish(page)
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.premium)
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${TITLE}`)
  await queueThroughTitlePage(page, EPISODE, '240p')
  await expect.poll(async () => (await downloadOf(page, EPISODE))?.state, { timeout: 60_000 }).toBe('completed')
  await page.goto('/downloads')
  await page.getByRole('button', { name: 'Send to a friend' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send to a friend' })
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save to this device' }).click()])
  expect(download.suggestedFilename()).toMatch(/\.yokeshin$/)
  const path = await download.path()
  const size = readFileSync(path).byteLength
  const stored = (await storedFiles(page)).filter((f) => f.path.startsWith(`/__downloads/${EPISODE}/`)).reduce((n, f) => n + f.bytes, 0)
  return { path, size, stored }
}

/** B's side, online once before: logged in, the app and its player code kept by the worker. */
async function receiverB(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await inEnglish(page)
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.atomPremium)
  await waitForServiceWorker(page)
  await page.goto('/downloads')
  await expect(page.getByRole('button', { name: 'Add an episode you were sent' })).toBeVisible()
  // The verification key is kept from this visit; the player's code, as after any earlier play.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const req = indexedDB.open('yoke-shin-downloads')
            req.onsuccess = () => {
              const tx = req.result.transaction('kv', 'readonly').objectStore('kv').get('descriptor-key')
              tx.onsuccess = () => resolve(Boolean(tx.result))
              tx.onerror = () => resolve(false)
            }
            req.onerror = () => resolve(false)
          }),
      ),
    )
    .toBe(true)
  await page.evaluate(async (chunk) => void (await fetch(`/${chunk}`)).text(), HLS_CHUNK)
  return page
}

/** Bytes on the wire (headers and bodies, both ways) of every request that left the browser. */
function countBytes(context: BrowserContext) {
  const seen: Array<{ url: string; bytes: number }> = []
  const on = async (request: Request) => {
    const response = await request.response()
    if (!response || response.fromServiceWorker()) return
    const s = await request.sizes()
    seen.push({ url: request.url(), bytes: s.requestHeadersSize + s.requestBodySize + s.responseHeadersSize + s.responseBodySize })
  }
  context.on('requestfinished', (r) => void on(r))
  return { seen, total: () => seen.reduce((n, r) => n + r.bytes, 0) }
}

/** The media files inside a sent file (init and segments), cut out by the layout its header declares. */
function mediaInside(path: string): Array<{ path: string; bytes: Buffer }> {
  const file = readFileSync(path)
  expect(file.subarray(0, 8).toString('latin1')).toBe('YOKESHIN')
  const headerLength = file.readUInt32BE(9)
  const header = JSON.parse(file.subarray(13, 13 + headerLength).toString('utf8')) as { descriptor: string }
  const descriptor = JSON.parse(Buffer.from(header.descriptor, 'base64url').toString('utf8')) as {
    files: Array<{ path: string; bytes: number }>
  }
  let at = 13 + headerLength
  const media: Array<{ path: string; bytes: Buffer }> = []
  for (const f of descriptor.files) {
    if (/\.(?:mp4|m4s)$/.test(f.path)) media.push({ path: f.path, bytes: file.subarray(at, at + f.bytes) })
    at += f.bytes
  }
  expect(at).toBe(file.byteLength)
  return media
}

test('A sends an episode as one file; B adds it offline, unlocks it with a few KB of its own licence, and plays it offline', async ({
  page,
  browser,
  server,
}) => {
  const sent = await exportFromA(page)
  // At most 1.01 × what A stores.
  expect(sent.size / sent.stored).toBeLessThanOrEqual(1.01)
  // What travels is ciphertext: no init segment or media segment in the file parses as MP4.
  const media = mediaInside(sent.path)
  expect(media.length).toBeGreaterThan(2)
  for (const m of media) {
    expect(m.bytes.byteLength % 16, m.path).toBe(0)
    expect(['ftyp', 'styp', 'moov', 'moof', 'sidx', 'mdat'], m.path).not.toContain(m.bytes.subarray(4, 8).toString('latin1'))
  }

  const b = await browser.newContext({ baseURL: server.url })
  try {
    const bPage = await receiverB(b)
    // The file arrives (Bluetooth, Xender) while B has no network at all.
    await b.setOffline(true)
    await bPage.getByTestId('receive-input').setInputFiles(sent.path)
    await expect(bPage.getByText('Episode added. It unlocks with your account as soon as you are online.')).toBeVisible({ timeout: 30_000 })
    const item = bPage.getByRole('listitem').filter({ hasText: 'Waiting to unlock: connect once to watch' })
    await expect(item).toBeVisible()
    expect((await downloadOf(bPage, EPISODE))?.state).toBe('locked')

    // The network back for a moment: only the unlock goes over it.
    const bytes = countBytes(b)
    await b.setOffline(false)
    await expect.poll(async () => (await downloadOf(bPage, EPISODE))?.state, { timeout: 30_000 }).toBe('completed')
    await expect(bPage.getByRole('link', { name: 'Play' })).toBeVisible()
    await b.setOffline(true)
    console.log(
      `receiver's bytes to unlock: ${bytes.total()} B over ${bytes.seen.length} requests (${bytes.seen.map((r) => new URL(r.url).pathname).join(', ')})`,
    )
    expect(bytes.seen.some((r) => r.url.endsWith('/v1/download/license'))).toBe(true)
    expect(bytes.total()).toBeLessThanOrEqual(20 * 1024)

    // Offline, from a cold start, past 3 s.
    await server.stop()
    await bPage.close()
    const cold = await b.newPage()
    await inEnglish(cold)
    await cold.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
    await startPlaying(cold, 'Play')
    await expect(cold.getByRole('status').filter({ hasText: 'Playing from downloads' })).toBeVisible()
    await expect.poll(async () => (await video(cold))?.time ?? 0, { timeout: 20_000 }).toBeGreaterThan(3)
  } finally {
    await b.close()
  }
})

test('a file changed by one byte is refused in words and nothing of it is stored', async ({ page, browser, server }) => {
  const sent = await exportFromA(page)
  const bytes = readFileSync(sent.path)
  bytes[bytes.byteLength - 100] = (bytes[bytes.byteLength - 100] ?? 0) ^ 1
  const b = await browser.newContext({ baseURL: server.url })
  try {
    const bPage = await receiverB(b)
    await bPage
      .getByTestId('receive-input')
      .setInputFiles({ name: 'episode.yokeshin', mimeType: 'application/vnd.yokeshin.episode', buffer: bytes })
    await expect(bPage.getByText('This file was changed after it was downloaded, so it cannot be trusted. Nothing was added.')).toBeVisible(
      { timeout: 30_000 },
    )
    expect(await downloadOf(bPage, EPISODE)).toBeNull()
    expect(await storedFiles(bPage)).toEqual([])
  } finally {
    await b.close()
  }
})

test('the installed app as a share target: a file posted to the worker arrives on Downloads and unlocks', async ({
  page,
  browser,
  server,
}) => {
  const sent = await exportFromA(page)
  const b = await browser.newContext({ baseURL: server.url })
  try {
    const bPage = await receiverB(b)
    // What the system does when B picks the app in the share sheet: a multipart POST to the
    // manifest's share_target action, which the worker answers.
    await bPage.evaluate(() => {
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = '/share-target'
      const input = document.createElement('input')
      input.type = 'file'
      input.name = 'episode'
      input.id = 'shared-file'
      form.append(input)
      document.body.append(form)
    })
    await bPage.locator('#shared-file').setInputFiles(sent.path)
    await Promise.all([
      bPage.waitForURL(/\/downloads\?received=/),
      bPage.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/share-target"]')?.submit()),
    ])
    await expect.poll(async () => (await downloadOf(bPage, EPISODE))?.state, { timeout: 30_000 }).toBe('completed')
    // The address no longer names the inbox entry, and the inbox is empty again.
    expect(new URL(bPage.url()).search).toBe('')
    expect(await bPage.evaluate(async () => (await (await caches.open('share-inbox-v1')).keys()).length)).toBe(0)
  } finally {
    await b.close()
  }
})

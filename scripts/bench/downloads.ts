// `npm run bench:downloads`: one 720p episode downloaded over an emulated 150 ms / 1.6 Mbps link
// (Chrome DevTools Protocol Network.emulateNetworkConditions), against a fresh reference server whose
// episodes last MEDIA_EPISODE_SECONDS (120 s by default, BENCH_EPISODE_SECONDS to change it) so the
// run takes a few minutes. Background Fetch is hidden from the page: the browser's own download
// manager would escape the page's throttling, and what is measured is the app's downloader.
// Measured:
//  - download time over the raw transfer time of the same bytes (bytes on the wire / link rate);
//  - the bytes fetched again after the connection is cut in the middle of a second episode, next to
//    one segment's size;
//  - the first frame of the stored episode after a cold start (a new browser process on the same
//    profile) with no network at all, from navigation start;
//  - the storage the download takes (navigator.storage.estimate) over the media bytes it holds;
//  - the CPU cost of decrypting one minute of the stored 720p ciphertext (decrypt-cost.ts) on the
//    calibrated phone: the CPU slowdown from Lighthouse's rating of the host (calibrate.ts), or
//    BENCH_CPU to give it.
// The last line printed is one JSON object.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { downloadOf, queueThroughTitlePage, readDownloadsTable, type SegmentSeen } from '../../tests/e2e/support/downloads.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'
import { phoneIndexFrom, slowdownFor } from './calibrate.ts'
import { decryptionCost } from './decrypt-cost.ts'
import { hostBenchmarkIndex } from './lighthouse.ts'
import { median } from './stats.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const EPISODE_S = Number(process.env.BENCH_EPISODE_SECONDS ?? 120)
// Title 1's first two episodes are free for a logged-in viewer.
const TITLE = 1
const FIRST = 101
const SECOND = 102
const LINK = { latencyMs: 150, kbps: 1600 }
const BYTES_PER_S = (LINK.kbps * 1000) / 8

ensureBuilt(root)

const profileDir = mkdtempSync(join(tmpdir(), 'bench-downloads-'))
const server = await TestServer.create({ MEDIA_EPISODE_SECONDS: String(EPISODE_S) })

function launch(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The first frame is measured without a tap.
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    headless: true,
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  })
}

/** Bytes that crossed the emulated link for an episode's media: on the wire, and the bodies alone. */
function countMedia(cdp: CDPSession, episodeId: number) {
  const mine = new Set<string>()
  const seen = { wire: 0, body: 0, requests: 0 }
  cdp.on('Network.requestWillBeSent', (e) => {
    if (new URL(e.request.url).pathname.startsWith(`/media/e/${episodeId}/`)) {
      mine.add(e.requestId)
      seen.requests++
    }
  })
  // Bodies as they arrive, so a transfer cut halfway counts what it had already cost.
  cdp.on('Network.dataReceived', (e) => {
    if (mine.has(e.requestId)) seen.body += e.dataLength
  })
  cdp.on('Network.loadingFinished', (e) => {
    if (mine.has(e.requestId)) seen.wire += e.encodedDataLength
  })
  return seen
}

async function waitFor<T>(what: string, read: () => Promise<T | null | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const completed = (page: Page, episodeId: number) =>
  waitFor(
    `episode ${episodeId} to complete`,
    async () => {
      const row = await downloadOf(page, episodeId)
      if (row?.state === 'failed' || row?.state === 'expired')
        throw new Error(`download ${episodeId} ended ${row.state}: ${JSON.stringify(row.problem)}`)
      return row?.state === 'completed' ? row : null
    },
    15 * 60_000,
  )

async function storedBytes(page: Page, episodeId: number): Promise<{ total: number; largestSegment: number }> {
  const rows = (await readDownloadsTable<SegmentSeen>(page, 'segments')).filter((s) => s.episodeId === episodeId)
  return {
    total: rows.reduce((n, s) => n + s.bytes, 0),
    largestSegment: Math.max(0, ...rows.filter((s) => s.path.endsWith('.m4s')).map((s) => s.bytes)),
  }
}

/**
 * The origin's usage, the part Cache Storage takes (Chromium's usageDetails), and the bodies held
 * by the worker's other caches, whose growth meanwhile is not the download's.
 */
const usage = (page: Page) =>
  page.evaluate(async () => {
    const e = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: { caches?: number } }
    let others = 0
    for (const name of await caches.keys()) {
      if (name === 'downloads-v1') continue
      const cache = await caches.open(name)
      for (const req of await cache.keys()) others += (await (await cache.match(req))?.arrayBuffer())?.byteLength ?? 0
    }
    return { total: e.usage ?? 0, caches: e.usageDetails?.caches ?? e.usage ?? 0, others }
  })

/** The calibrated phone's CPU slowdown: BENCH_CPU, else the host rated by Lighthouse's probe. */
async function phoneSlowdown(): Promise<number> {
  if (process.env.BENCH_CPU) return Number(process.env.BENCH_CPU)
  const phoneIndex = phoneIndexFrom(process.env)
  console.error(`▶ rating the host's CPU (Lighthouse benchmark index) for a phone of index ${phoneIndex}`)
  return slowdownFor(median(await hostBenchmarkIndex(`${server.url}/?checked=1`)), phoneIndex)
}

const cpuRate = await phoneSlowdown()
let context = await launch()
const out: Record<string, number> = {}
try {
  // Background Fetch would hand the bytes to the browser's download manager, outside the emulation.
  await context.addInitScript(() => {
    try {
      delete (ServiceWorkerRegistration.prototype as { backgroundFetch?: unknown }).backgroundFetch
    } catch {
      // Not there to begin with.
    }
  })
  let page = context.pages()[0] ?? (await context.newPage())
  await page.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.free)
  await page.goto(`/content?id=${TITLE}`)
  await page.waitForLoadState('networkidle')

  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latencyMs,
    downloadThroughput: BYTES_PER_S,
    uploadThroughput: BYTES_PER_S,
  })

  // 1. One whole episode: its time against the time its bytes alone need on this link.
  console.error(`▶ downloading episode ${FIRST} (${EPISODE_S} s, 720p) over ${LINK.latencyMs} ms / ${LINK.kbps} kbps`)
  const usageBefore = await usage(page)
  const first = countMedia(cdp, FIRST)
  const started = Date.now()
  await queueThroughTitlePage(page, FIRST, '720p')
  await completed(page, FIRST)
  const downloadMs = Date.now() - started
  const rawMs = (first.wire / BYTES_PER_S) * 1000
  const stored = await storedBytes(page, FIRST)
  const usageAfter = await usage(page)
  out.downloadOverRaw = round(downloadMs / rawMs)
  out.downloadMs = downloadMs
  out.rawTransferMs = Math.round(rawMs)
  out.mediaBytes = stored.total
  // The bytes live in Cache Storage; the origin's total also counts the downloads database's rows
  // and its write log, the worker's other caches and whatever the page stored meanwhile.
  const othersGrew = usageAfter.others - usageBefore.others
  out.storedOverMedia = round((usageAfter.caches - usageBefore.caches - othersGrew) / stored.total)
  out.otherCachesGrewBytes = othersGrew
  out.originUsageOverMedia = round((usageAfter.total - usageBefore.total) / stored.total)
  console.log(
    `download: ${(downloadMs / 1000).toFixed(1)} s for ${(first.wire / 1e6).toFixed(2)} MB on the wire (raw ${(rawMs / 1000).toFixed(1)} s): ratio ${out.downloadOverRaw} (target ≤ 1.15)`,
  )
  console.log(
    `storage: Cache Storage grew ${usageAfter.caches - usageBefore.caches} bytes for ${stored.total} media bytes: ratio ${out.storedOverMedia} (target ≤ 1.02); ` +
      `the origin's whole usage grew ${out.originUsageOverMedia}× (the worker's other caches grew ${othersGrew} bytes, left out of the ratio)`,
  )

  // The stored episode's ciphertext, decrypted as the player does, on the calibrated phone.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  const cost = await decryptionCost(page, cdp, FIRST, '720p', cpuRate)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latencyMs,
    downloadThroughput: BYTES_PER_S,
    uploadThroughput: BYTES_PER_S,
  })
  out.cpuSlowdown = cpuRate
  out.decryptMainThreadBusyMsPerMin = cost.mainThreadBusyMsPerMin
  out.decryptMainThreadMsPerMin = cost.mainThreadMsPerMin
  out.decryptProcessMsPerMin = cost.processMsPerMin
  out.decryptWallMsPerMin = cost.wallMsPerMin
  console.log(
    `decryption: ${cost.videoSeconds} s of 720p (${(cost.bytes / 1e6).toFixed(2)} MB) at CPU ${cpuRate}×, per minute of video (median of ${cost.runs}): ` +
      `main thread busy ${cost.mainThreadBusyMsPerMin} ms (its CPU time on this host ${cost.mainThreadMsPerMin} ms), renderer process ${cost.processMsPerMin} ms, wall ${cost.wallMsPerMin} ms`,
  )

  // 2. A second episode, cut when half its bytes have come: what it fetches beyond what it keeps.
  console.error(`▶ downloading episode ${SECOND}, cut in the middle`)
  const second = countMedia(cdp, SECOND)
  await queueThroughTitlePage(page, SECOND, '720p')
  const expected = await waitFor('the second download to start', async () => (await downloadOf(page, SECOND))?.bytesTotal ?? null, 60_000)
  await waitFor('half of the second episode', async () => second.body >= expected / 2, 15 * 60_000)
  await context.setOffline(true)
  await new Promise((r) => setTimeout(r, 3_000))
  await context.setOffline(false)
  // The link is back. Where nothing resumes the download by itself, the viewer does, on /downloads.
  const resumed = await waitFor('the download to resume', async () => (await downloadOf(page, SECOND))?.state !== 'waiting', 10_000).catch(
    () => false,
  )
  if (!resumed) {
    console.error('  the download did not resume by itself: paused and resumed on /downloads')
    out.resumedByHand = 1
    await page.goto('/downloads')
    await page.getByRole('button', { name: 'Pause' }).click()
    await page.getByRole('button', { name: 'Resume' }).click()
  }
  await completed(page, SECOND)
  const kept = await storedBytes(page, SECOND)
  out.refetchedBytes = Math.max(0, second.body - kept.total)
  out.segmentBytes = kept.largestSegment
  console.log(
    `cut: ${second.body} bytes fetched for ${kept.total} kept: ${out.refetchedBytes} fetched again (target ≤ one segment, ${kept.largestSegment} bytes)`,
  )

  // 3. A cold start with no network: a new browser process, the server gone, straight to the player.
  await context.close()
  await server.stop()
  context = await launch()
  await context.setOffline(true)
  page = context.pages()[0] ?? (await context.newPage())
  await page.addInitScript(() => {
    const w = window as unknown as { __firstFrame?: number }
    new MutationObserver((_m, obs) => {
      const v = document.querySelector('video')
      if (!v) return
      obs.disconnect()
      const mark = () => (w.__firstFrame ??= performance.now())
      v.requestVideoFrameCallback(mark)
      v.addEventListener('playing', mark, { once: true })
    }).observe(document, { childList: true, subtree: true })
  })
  await page.goto(`/player?contentChildId=${FIRST}&isTrailer=false`)
  out.offlineFirstFrameMs = Math.round(
    await waitFor(
      'the first frame offline',
      () => page.evaluate(() => (window as unknown as { __firstFrame?: number }).__firstFrame ?? null),
      30_000,
    ),
  )
  console.log(`offline cold start: first frame ${out.offlineFirstFrameMs} ms after navigation (target ≤ 1000 ms)`)
} finally {
  await context.close()
  await server.dispose()
  rmSync(profileDir, { recursive: true, force: true })
}
console.log(JSON.stringify(out))

function round(x: number): number {
  return Math.round(x * 1000) / 1000
}

// `npm run bench:night`: the night autopilot's share of bytes inside the night window, with the
// page's clock driven across Myanmar midnight and through the window's end (Playwright's clock:
// Date and timers of the page; the server keeps real time). A premium viewer switches title 1 on,
// chooses two episodes ahead, and watches episode 101 at 22:56 Myanmar time; episodes 102 and 103
// are then planned. The clock goes to 22:59 (the app open, nothing may start), past 23:00 (the
// window opens), across midnight, to 06:59:57 with the downloads still under way (a throttled
// link), past 07:00 (they must pause), and to the next 23:00 (they go on and complete). Every body
// byte of those two episodes' media (DevTools' Network.dataReceived) is put on the page's clock at
// the moment it arrived. Background Fetch is hidden, so every byte passes through the page.
// Episodes last BENCH_EPISODE_SECONDS (20 by default). The last line printed is one JSON object.
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { downloadOf, readDownloadsTable, withoutBackgroundFetch } from '../../tests/e2e/support/downloads.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const EPISODE_S = Number(process.env.BENCH_EPISODE_SECONDS ?? 20)
const TITLE = 1
const WATCHED = 101
const AHEAD = [102, 103]
// Slow enough that the episodes are still coming in when the window closes.
const LINK_BYTES_PER_S = 60_000

ensureBuilt(root)
const server = await TestServer.create({ MEDIA_EPISODE_SECONDS: String(EPISODE_S) })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  headless: true,
})

/** An instant in Myanmar time (UTC+06:30) on the Myanmar date `day` days after yesterday's. */
const MYANMAR_MS = 390 * 60_000
const yesterday = new Date(Date.now() + MYANMAR_MS - 86_400_000).toISOString().slice(0, 10)
const at = (hhmmss: string, day = 0) => Date.parse(`${yesterday}T${hhmmss}+06:30`) + day * 86_400_000
const myanmarClock = (ms: number) => new Date(ms + MYANMAR_MS).toISOString().slice(11, 19)
const inWindow = (ms: number) => {
  const m = Math.floor((ms + MYANMAR_MS) / 60_000) % 1440
  return m >= 1380 || m < 420
}

async function waitFor<T>(what: string, read: () => Promise<T | null | false | undefined>, timeoutMs = 120_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const v = await read()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Plan {
  plan: Array<{ episodeId: number; bytes: number }>
  owned: Array<{ episodeId: number; held: boolean }>
  arrived: { items: Array<{ episodeId: number; bytes: number }> } | null
}
const autopilotState = async (page: Page) =>
  (await readDownloadsTable<{ key: string; value: Plan }>(page, 'kv')).find((r) => r.key === 'autopilot')?.value ?? null

const out: Record<string, number | string | boolean> = {}
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' })
  await withoutBackgroundFetch(context)
  const page = await context.newPage()
  await page.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.clock.install({ time: at('22:56:00') })
  await page.goto('/?checked=1')
  await logInThroughApi(page, DEMO.premium)

  // The viewer's choices, through the screens: this series on, two episodes ahead.
  await page.goto(`/content?id=${TITLE}`)
  await page.getByRole('button', { name: 'Get my next episodes tonight' }).click()
  await waitFor(
    'the series switch',
    async () => (await page.getByRole('button', { name: 'Get my next episodes tonight' }).getAttribute('aria-pressed')) === 'true',
  )
  await page.goto('/downloads')
  await page.getByLabel('Episodes to get ahead').selectOption('2')

  // Watching episode 101 plans 102 and 103.
  await page.goto(`/player?contentChildId=${WATCHED}&isTrailer=false`)
  await waitFor('the episode to play', () => page.evaluate(() => (document.querySelector('video')?.currentTime ?? 0) > 0.5))
  const planned = await waitFor('the plan', async () => {
    const s = await autopilotState(page)
    return s && s.plan.length === AHEAD.length ? s.plan : null
  })
  out.plannedBytes = planned.reduce((n, p) => n + p.bytes, 0)
  await page.goto(`/content?id=${TITLE}`)
  out.tonightLabels = await waitFor('the Tonight labels', async () => (await page.getByText(/^Tonight · about/).count()) || null)
  console.error(
    `▶ planned ${planned.map((p) => `${p.episodeId} (${(p.bytes / 1e6).toFixed(1)} MB)`).join(', ')}; the title page shows ${out.tonightLabels} "Tonight" labels`,
  )

  // The page's clock, read from node: the last instant set, plus the real time since (it runs on).
  let mark = { real: Date.now(), fake: await page.evaluate(() => Date.now()) }
  const fakeNow = () => mark.fake + (Date.now() - mark.real)
  // The mark moves before the jump: the timers it fires (the window opening) act at the new time.
  // A jump of hours also fires every timeout in flight at once, which no real night does, so the
  // page is then told the network is back, as a phone's would be, and its downloader carries on.
  const jumpTo = async (target: number) => {
    const from = await page.evaluate(() => Date.now())
    mark = { real: Date.now(), fake: target }
    await page.clock.fastForward(Math.max(0, Math.round(target - from)))
    mark = { real: Date.now(), fake: await page.evaluate(() => Date.now()) }
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    console.error(`▶ ${myanmarClock(mark.fake)} Myanmar time`)
  }

  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: LINK_BYTES_PER_S,
    uploadThroughput: LINK_BYTES_PER_S,
  })
  const mine = new Set<string>()
  const bytes = { inside: 0, outside: 0, outsideBeforeWindow: 0, licencesOutside: 0, lastSecondsOfWindow: 0 }
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname
    if (AHEAD.some((id) => path.startsWith(`/media/e/${id}/`))) mine.add(e.requestId)
    if (path === '/v1/download/license' && !inWindow(fakeNow())) bytes.licencesOutside++
  })
  cdp.on('Network.dataReceived', (e) => {
    if (!mine.has(e.requestId)) return
    if (inWindow(fakeNow())) {
      bytes.inside += e.dataLength
      // Whether the link was busy as the window closed: else "nothing after 07:00" would say little.
      if (fakeNow() >= at('06:59:57', 1) && fakeNow() < at('07:00:00', 1)) bytes.lastSecondsOfWindow += e.dataLength
    } else {
      bytes.outside += e.dataLength
      if (fakeNow() < at('23:00:00')) bytes.outsideBeforeWindow += e.dataLength
    }
  })

  // 22:59 with the app open: nothing of the autopilot's may start.
  await jumpTo(at('22:59:00'))
  await sleep(4_000)
  // 23:00: the window opens; the plan becomes downloads.
  await jumpTo(at('23:00:01'))
  await waitFor('the first bytes of tonight', async () => bytes.inside > 200_000)
  // Across Myanmar midnight.
  await jumpTo(at('23:59:57'))
  await sleep(6_000)
  // The window's end, with the downloads under way: the clock runs on by itself across 07:00.
  await jumpTo(at('06:59:40', 1))
  await sleep(Math.max(0, at('06:59:57', 1) - fakeNow()))
  const before = await Promise.all(AHEAD.map((id) => downloadOf(page, id)))
  out.pendingAt0659 = before.filter((r) => r && r.state !== 'completed').length
  console.error(
    `  at 06:59:57: ${before.map((r) => r && `${r.episodeId} ${r.state}${(r as { waitReason?: string | null }).waitReason ? ` (${(r as { waitReason?: string | null }).waitReason})` : ''} ${r.bytesDone}/${r.bytesTotal}`).join(', ')}; ${bytes.inside} bytes inside so far`,
  )
  await sleep(Math.max(0, at('07:00:05', 1) - fakeNow()))
  const after = await Promise.all(AHEAD.map((id) => downloadOf(page, id)))
  out.pausedAfter0700 = after.filter((r) => r?.state === 'paused').length
  const outsideAtMorning = bytes.outside
  await sleep(3_000)
  out.bytesInTheDayAfterThePause = bytes.outside - outsideAtMorning
  // The next night: what was paused goes on and completes.
  await jumpTo(at('23:00:01', 1))
  await waitFor(
    'both episodes',
    async () => (await Promise.all(AHEAD.map((id) => downloadOf(page, id)))).every((r) => r?.state === 'completed'),
    10 * 60_000,
  )
  // The morning after: what arrived is told.
  await jumpTo(at('07:00:05', 2))
  const arrived = await waitFor('the morning summary', async () => (await autopilotState(page))?.arrived ?? null, 60_000)
  out.arrivedEpisodes = arrived.items.length

  const total = bytes.inside + bytes.outside
  out.autopilotBytes = total
  out.insideWindowBytes = bytes.inside
  out.outsideWindowBytes = bytes.outside
  out.outsideBeforeWindowBytes = bytes.outsideBeforeWindow
  out.licenceCallsOutsideWindow = bytes.licencesOutside
  out.bytesIn065957To0700 = bytes.lastSecondsOfWindow
  out.shareInsideWindow = Math.round((bytes.inside / Math.max(1, total)) * 10_000) / 10_000
  console.log(
    `night autopilot: ${(total / 1e6).toFixed(2)} MB of episodes ${AHEAD.join(', ')}; ${(out.shareInsideWindow * 100).toFixed(2)} % inside 23:00–07:00 Myanmar time (target ≥ 95 %); ` +
      `${bytes.outsideBeforeWindow} bytes before 23:00 (22:59 with the app open), ${bytes.outside - bytes.outsideBeforeWindow} after 07:00 (files in flight when the window closed); ` +
      `${out.pendingAt0659} still pending at 06:59:57 (${bytes.lastSecondsOfWindow} bytes arrived in the window's last 3 s), ${out.pausedAfter0700} paused after 07:00; ${out.arrivedEpisodes} told in the morning`,
  )
  await context.close()
} finally {
  await browser.close()
  await server.stop()
}
console.log(JSON.stringify(out))

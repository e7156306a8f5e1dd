// `npm run bench:player`: the player under two emulated mobile links (Chrome DevTools Protocol
// Network.emulateNetworkConditions). Per profile, with a fresh server and a cold browser context
// (the service worker blocked: its own fetches would escape the page's throttling), a logged-in
// viewer opens title 1's page on the slow link, reads it until its requests settle, and taps
// "Watch now". Measured: the tap to the first video frame, the rendition height reached after 20 s,
// and the rebuffer time over 60 s of playback. The episode runs 20 to 50 minutes, served as the 36 s
// reference clip looped with a discontinuity at each pass, so the minute crosses one (at 0:36) and
// any stall there counts as rebuffering. Builds nothing unless dist/ is missing. The last line printed is one JSON object, which `npm run bench`
// reads.
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type CDPSession } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'
import { ensureBuilt } from '../lib/ensure-built.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
// Title 1's first episode, free for a logged-in viewer: its page's "Watch now".
const TITLE = 1
const EPISODE = 101
const PLAYBACK_S = 60
const LEVEL_AT_S = 20

interface Profile {
  latencyMs: number
  kbps: number
}

const PROFILES: Record<string, Profile> = {
  '150 ms, 1.6 Mbps': { latencyMs: 150, kbps: 1600 },
  '300 ms, 400 kbps': { latencyMs: 300, kbps: 400 },
}

interface Figures {
  firstFrameMs: number
  levelAfter20s: number
  rebufferMs: number
  effectiveType: string
}

ensureBuilt(root)

/** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
function networkQuiet(cdp: CDPSession, quietMs: number, maxMs: number): Promise<void> {
  const inFlight = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      clearTimeout(cap)
      resolve()
    }
    const cap = setTimeout(done, maxMs)
    const arm = () => {
      clearTimeout(timer)
      if (inFlight.size === 0) timer = setTimeout(done, quietMs)
    }
    cdp.on('Network.requestWillBeSent', (e) => (inFlight.add(e.requestId), arm()))
    cdp.on('Network.loadingFinished', (e) => (inFlight.delete(e.requestId), arm()))
    cdp.on('Network.loadingFailed', (e) => (inFlight.delete(e.requestId), arm()))
    arm()
  })
}

async function measure(browser: Browser, server: TestServer, profile: Profile): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/?checked=1')
    await logInThroughApi(page, DEMO.free)
    await page.waitForLoadState('networkidle')
    // Home's promotion popup is modal: it would take the taps below.
    const popup = page.getByRole('dialog')
    if (await popup.isVisible()) {
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'hidden' })
    }

    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const bytesPerS = (profile.kbps * 1000) / 8
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: bytesPerS,
      uploadThroughput: bytesPerS,
    })

    // Recorders in the page: the tap (the click's own timestamp), the first frame
    // (requestVideoFrameCallback, else 'playing'), the rendition at 20 s, and every waiting→playing
    // interval after the start: rebuffering is any stall in continuous playback, the loop's
    // discontinuities included (a nudge over a gap there is the player's, not the viewer's, seek).
    await page.evaluate(
      ({ levelAt, playback }) => {
        const w = window as unknown as { __bench: Record<string, number | boolean>; __stalls: string[] }
        const b: Record<string, number | boolean> = { tap: 0, firstFrame: 0, level: 0, rebuffer: 0, played: 0, done: false }
        w.__bench = b
        const stalls: string[] = []
        w.__stalls = stalls
        document.addEventListener(
          'click',
          (e) => {
            if ((e.target as Element).closest('a[href^="/player"]')) b.tap = e.timeStamp
          },
          { capture: true },
        )
        const watch = (v: HTMLVideoElement) => {
          const first = () => {
            if (b.firstFrame) return
            b.firstFrame = performance.now()
            setTimeout(() => (b.level = v.videoHeight), levelAt * 1000)
          }
          if ('requestVideoFrameCallback' in v) v.requestVideoFrameCallback(first)
          v.addEventListener('playing', first, { once: true })
          let waitingSince = 0
          let last = 0
          v.addEventListener('waiting', () => {
            if (b.firstFrame && !waitingSince) waitingSince = performance.now()
          })
          v.addEventListener('playing', () => {
            if (waitingSince && !b.done) {
              const ms = performance.now() - waitingSince
              ;(b.rebuffer as number) += ms
              stalls.push(`stall ${Math.round(ms)} ms at ${v.currentTime.toFixed(1)} s (${v.videoHeight}p)`)
            }
            waitingSince = 0
          })
          v.addEventListener('timeupdate', () => {
            const t = v.currentTime
            // Only forward playback counts: a nudge back over a gap adds nothing.
            if (t >= last) (b.played as number) += t - last
            last = t
            if ((b.played as number) >= playback && !b.done) {
              if (waitingSince) (b.rebuffer as number) += performance.now() - waitingSince
              b.done = true
            }
          })
        }
        new MutationObserver((_m, obs) => {
          const v = document.querySelector('video')
          if (v) {
            obs.disconnect()
            watch(v)
          }
        }).observe(document.body, { childList: true, subtree: true })
      },
      { levelAt: LEVEL_AT_S, playback: PLAYBACK_S },
    )

    // To the title's page the way a viewer gets there (a client-side navigation, on the slow link),
    // and a moment to read it: the tap comes once its requests have settled.
    const quiet = networkQuiet(cdp, 1500, 30_000)
    await page.evaluate((url) => {
      history.pushState(history.state, '', url)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, `/content?id=${TITLE}`)
    const watch = page.locator(`a[href^="/player?contentChildId=${EPISODE}&isTrailer=false"]`).first()
    await watch.waitFor()
    await quiet
    await watch.click()

    const result = await page.waitForFunction(
      () => {
        const b = (window as unknown as { __bench: Record<string, number | boolean> }).__bench
        return b.done && b.level ? b : null
      },
      undefined,
      { timeout: 240_000, polling: 500 },
    )
    const b = (await result.jsonValue()) as Record<string, number>
    const stalls = await page.evaluate(() => (window as unknown as { __stalls: string[] }).__stalls)
    if (stalls.length > 0) console.error(`  ${stalls.join('; ')}`)
    const effectiveType = await page.evaluate(
      () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? 'unknown',
    )
    return {
      firstFrameMs: Math.round(b.firstFrame! - b.tap!),
      levelAfter20s: b.level!,
      rebufferMs: Math.round(b.rebuffer!),
      effectiveType,
    }
  } finally {
    await context.close()
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
const out: Record<string, Figures> = {}
try {
  for (const [name, profile] of Object.entries(PROFILES)) {
    console.error(`▶ player, ${name}`)
    // A fresh server per profile: no position saved by the run before, so both start at 0:00.
    const server = await TestServer.create()
    try {
      const f = await measure(browser, server, profile)
      out[name] = f
      console.log(
        `${name}: first frame ${f.firstFrameMs} ms, ${f.levelAfter20s}p after ${LEVEL_AT_S} s, rebuffering ${f.rebufferMs} ms in ${PLAYBACK_S} s, ` +
          `(effectiveType ${f.effectiveType})`,
      )
    } finally {
      await server.dispose()
    }
  }
} finally {
  await browser.close()
}
console.log(JSON.stringify(out))

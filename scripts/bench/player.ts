// `npm run bench:player`: the player under two emulated mobile links (Chrome DevTools Protocol
// Network.emulateNetworkConditions). Per profile, in a cold browser context with the service worker
// blocked (its own fetches would escape the page's throttling): time from the tap on "watch" to the
// first video frame, the rendition height reached after 20 s, and the rebuffer time over 60 s of
// playback. The seeded episode is 36 s long, so the player is set to loop it: the second pass shows
// whether a return to the start stalls. Builds nothing unless dist/ is missing; starts its own
// server. The last line printed is one JSON object, which `npm run bench` reads.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { DEMO, logInThroughApi } from '../../tests/e2e/support/session.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
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

if (!existsSync(`${root}/dist/index.html`)) {
  if (process.env.SKIP_BUILD) {
    console.error('dist/ is missing and SKIP_BUILD is set: run `npm run build` first')
    process.exit(1)
  }
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

async function measure(browser: Browser, server: TestServer, profile: Profile): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', baseURL: server.url })
  try {
    const page = await context.newPage()
    await page.goto('/?checked=1')
    await logInThroughApi(page, DEMO.free)
    await page.waitForLoadState('networkidle')

    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const bytesPerS = (profile.kbps * 1000) / 8
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: bytesPerS,
      uploadThroughput: bytesPerS,
    })

    // Recorders in the page: the first frame (requestVideoFrameCallback, else 'playing'), the
    // rendition at 20 s, and every waiting→playing interval after the start.
    await page.evaluate(
      ({ levelAt, playback }) => {
        const w = window as unknown as { __bench: Record<string, number | boolean> }
        const b: Record<string, number | boolean> = { tap: 0, firstFrame: 0, level: 0, rebuffer: 0, played: 0, done: false }
        w.__bench = b
        const stalls: string[] = []
        ;(window as unknown as { __stalls: string[] }).__stalls = stalls
        const watch = (v: HTMLVideoElement) => {
          // Loop the 36 s episode to reach a minute of playback.
          v.loop = true
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
              stalls.push(`${Math.round(ms)} ms at ${v.currentTime.toFixed(1)} s (${v.videoHeight}p)`)
            }
            waitingSince = 0
          })
          v.addEventListener('timeupdate', () => {
            const t = v.currentTime
            // A loop back to the start counts as continued playback.
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

    // The tap on "watch": a real click (so autoplay is allowed), then a client-side navigation
    // the way the app's links do it, with the app already running.
    await page.evaluate((url) => {
      const button = document.createElement('button')
      button.id = 'bench-watch'
      button.textContent = 'watch'
      button.style.cssText = 'position:fixed;top:0;left:0;z-index:99999;width:80px;height:40px'
      button.addEventListener('click', () => {
        ;(window as unknown as { __bench: Record<string, number> }).__bench.tap = performance.now()
        button.remove()
        history.pushState(history.state, '', url)
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
      })
      document.body.append(button)
    }, `/player?contentChildId=${EPISODE}&isTrailer=false`)
    await page.click('#bench-watch')

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
    if (stalls.length > 0) console.error(`  stalls: ${stalls.join('; ')}`)
    const effectiveType = await page.evaluate(() => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? 'unknown')
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

const server = await TestServer.create()
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
const out: Record<string, Figures> = {}
try {
  for (const [name, profile] of Object.entries(PROFILES)) {
    console.error(`▶ player, ${name}`)
    const f = await measure(browser, server, profile)
    out[name] = f
    console.log(`${name}: first frame ${f.firstFrameMs} ms, ${f.levelAfter20s}p after ${LEVEL_AT_S} s, rebuffering ${f.rebufferMs} ms in ${PLAYBACK_S} s (effectiveType ${f.effectiveType})`)
  }
} finally {
  await browser.close()
  await server.dispose()
}
console.log(JSON.stringify(out))

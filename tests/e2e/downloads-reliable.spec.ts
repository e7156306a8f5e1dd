import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'
import { downloadOf, queueThroughTitlePage } from './support/downloads.ts'

/*
 * Section 1's three failures, in a real Chromium with its Background Fetch: a download reloaded
 * from another tab, the progress a row shows while the browser fetches, and a start that must not
 * wait for the browser's answer about persistent storage.
 *
 * The browser's own download manager fetches outside every page (no route sees it), so the app is
 * reached through a proxy that counts each answer by path: every fetch of a file, whoever made it.
 */

const TITLE = 1
const EPISODE = 101
test.use({ serverEnv: { MEDIA_EPISODE_SECONDS: '600' } })
test.setTimeout(180_000)

interface Answer {
  path: string
  status: number
  bytes: number
  /** Whether the client received the whole body (a cut or aborted request did not). */
  whole: boolean
}

/** A pass-through proxy that records every answer and can slow media segments down. */
class CountingProxy {
  readonly answers: Answer[] = []
  segmentDelayMs = 0
  private constructor(private readonly server: Server, readonly url: string) {}

  static async start(targetPort: number): Promise<CountingProxy> {
    let proxy: CountingProxy | null = null
    const server = createServer((req, res) => {
      const forward = () => {
        const upstream = request({ host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers: req.headers }, (up) => {
          const status = up.statusCode ?? 502
          let bytes = 0
          up.on('data', (chunk: Buffer) => (bytes += chunk.length))
          const path = new URL(req.url ?? '/', 'http://x').pathname
          res.on('close', () => proxy?.answers.push({ path, status, bytes, whole: res.writableFinished }))
          res.writeHead(status, up.headers)
          up.pipe(res)
        })
        upstream.on('error', () => {
          res.writeHead(502)
          res.end()
        })
        req.pipe(upstream)
      }
      const delay = proxy && req.url?.endsWith('.m4s') ? proxy.segmentDelayMs : 0
      if (delay > 0) setTimeout(forward, delay)
      else forward()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    proxy = new CountingProxy(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    return proxy
  }

  /** Media files (below the episode's grant) answered whole more than once. */
  fetchedTwice(episodeId: number): string[] {
    const seen = new Map<string, number>()
    for (const a of this.answers) {
      const m = new RegExp(`^/media/e/${episodeId}/[^/]+/(.+)$`).exec(a.path)
      // The quality sheet reads the stream's master, the licence its own: two addresses, one each.
      if (m?.[1] && a.status === 200 && a.whole && m[1] !== 'master.m3u8') seen.set(m[1], (seen.get(m[1]) ?? 0) + 1)
    }
    return [...seen].filter(([, n]) => n > 1).map(([p]) => p)
  }

  close(): Promise<void> {
    this.server.closeAllConnections()
    return new Promise((resolve) => this.server.close(() => resolve()))
  }
}

let proxy: CountingProxy

test.beforeEach(async ({ page, server }) => {
  proxy = await CountingProxy.start(server.port)
  await inEnglish(page)
})

test.afterEach(async () => {
  await proxy.close()
})

async function onTitlePage(page: Page): Promise<void> {
  await page.goto(`${proxy.url}/?checked=1`)
  await waitForServiceWorker(page)
  await logInThroughApi(page, DEMO.premium)
  await waitForServiceWorker(page)
  await page.goto(`${proxy.url}/content?id=${TITLE}`)
}

async function hasBackgroundFetch(page: Page): Promise<boolean> {
  return page.evaluate(async () => 'backgroundFetch' in (await navigator.serviceWorker.ready))
}

test('a download completes, each file fetched once, while another tab reloads /downloads every two seconds', async ({ page, context }) => {
  await onTitlePage(page)
  test.skip(!(await hasBackgroundFetch(page)), 'this Chromium has no Background Fetch')
  // Slow enough that the browser's fetch is still under way when the reloads begin.
  proxy.segmentDelayMs = 40
  await queueThroughTitlePage(page, EPISODE, '240p')

  const other = await context.newPage()
  await other.goto(`${proxy.url}/downloads`)
  const deadline = Date.now() + 100_000
  let state: string | undefined
  while (Date.now() < deadline) {
    await other.waitForTimeout(2000)
    state = (await downloadOf(page, EPISODE))?.state
    if (state === 'completed') break
    await other.reload()
  }
  expect(state).toBe('completed')
  expect(proxy.fetchedTwice(EPISODE)).toEqual([])
})

// `npm run bench:sync`: 1000 operations queued offline (500 watch positions over 20 episodes, 500
// favorite toggles over 50 titles), then the network comes back with 150 ms of injected latency and
// the access token expires mid-replay. Both sides run in real Chromium against the reference
// server's app: this app's outbox engine in a page (IndexedDB, real fetch, the page's sync
// triggers), and the peer, workbox-background-sync's Queue in a real service worker, replaying
// requests that carry the bearer token captured when they were queued. Prints the figures, then
// one JSON line (the last line), which `npm run bench` reads.
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { chromium, type Browser } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'
import { BenchServer, staticFiles, type Tally } from './peer/server.ts'
import { PEER_OUT_DIR } from './peer/vite.config.ts'
import { makeWorkload, type BenchOp, type Model } from './peer/workload.ts'

const LATENCY_MS = 150
/** The access tokens expire when this write of the replay arrives. */
const EXPIRE_AT_WRITE = 10
const DRAIN_TIMEOUT_MS = 120_000

interface Auth {
  userInfo: { id: number; name: string; phone: string }
  token: { accessToken: string; refreshToken: string }
}

interface Figures {
  requests: number
  drainMs: number
  lost: number
  duplicated: number
}

const PAGES = {
  'ours.html': '<!doctype html><meta charset="utf-8"><title>ours</title><script type="module" src="/b/ours.js"></script>',
  'peer.html':
    '<!doctype html><meta charset="utf-8"><title>peer</title><script type="module">' +
    "navigator.serviceWorker.register('/b/sw.js', { type: 'module', scope: '/b/' })</script>",
}

async function login(server: BenchServer, phone: string): Promise<Auth> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json() as Promise<unknown>
  }
  await post('/v1/auth/send-otp', { phone })
  const { code } = (await server.dev('GET', `/__dev/otp?phone=${phone}`)) as { code: string }
  return (await post('/v1/auth/verify-otp', { phone, code, platform: 'pwa' })) as Auth
}

/** Items whose final server state is not what the viewer last wanted. */
function lostItems(server: BenchServer, userId: number, model: Model): number {
  const favorites = new Set(
    server.db
      .prepare<[number], { id: number }>('SELECT content_id AS id FROM favorites WHERE user_id = ?')
      .all(userId)
      .map((r) => r.id),
  )
  const positions = new Map(
    server.db
      .prepare<[number], { id: number; position: number }>('SELECT child_id AS id, position FROM watch_history WHERE user_id = ?')
      .all(userId)
      .map((r) => [r.id, r.position]),
  )
  let lost = 0
  for (const [id, wanted] of model.favorites) if (favorites.has(id) !== wanted) lost++
  for (const [id, position] of model.positions) if (positions.get(id) !== position) lost++
  return lost
}

const duplicated = (t: Tally) => [...t.applied.values()].reduce((n, c) => n + Math.max(0, c - 1), 0)
const routes = (t: Tally) =>
  [...t.byRoute]
    .sort()
    .map(([k, c]) => `${k} ×${c}`)
    .join(', ')
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function runOurs(browser: Browser, server: BenchServer, ops: BenchOp[], model: Model): Promise<Figures> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/b/ours.html`)
    await page.waitForFunction(() => 'bench' in globalThis)
    const auth = await login(server, '959420007101')
    await page.evaluate((a) => (globalThis as unknown as { bench: { setup(a: unknown): Promise<void> } }).bench.setup(a), auth)

    await server.stop()
    await context.setOffline(true)
    const left = await page.evaluate(
      (o) => (globalThis as unknown as { bench: { enqueue(o: unknown): Promise<number> } }).bench.enqueue(o),
      ops,
    )
    console.log(`ours: ${ops.length} operations queued offline, ${left} left after coalescing`)

    await server.start()
    await server.dev('POST', '/__dev/faults', { latencyMs: LATENCY_MS })
    server.resetTally(EXPIRE_AT_WRITE)
    await context.setOffline(false)
    const result = await page.evaluate(
      (t) =>
        (
          globalThis as unknown as { bench: { drained(t: number): Promise<{ drainMs: number; pending: number; dead: number }> } }
        ).bench.drained(t),
      DRAIN_TIMEOUT_MS,
    )
    // The engine reloads the first page of recents after the positions: count it too.
    await settle(1_000)
    const tally = server.tally
    await server.dev('DELETE', '/__dev/faults')
    console.log(
      `ours: drained in ${result.drainMs} ms (${result.pending} pending, ${result.dead} refused); ${tally.unauthorized} answers 401; requests: ${routes(tally)}`,
    )
    return {
      requests: tally.requests,
      drainMs: result.drainMs,
      lost: lostItems(server, auth.userInfo.id, model),
      duplicated: duplicated(tally),
    }
  } finally {
    await context.close()
  }
}

async function runPeer(browser: Browser, server: BenchServer, ops: BenchOp[], model: Model): Promise<Figures> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${server.url}/b/peer.html`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 })
    const auth = await login(server, '959420007102')

    await server.stop()
    const queued = await page.evaluate(
      async ({ o, token }) => {
        let n = 0
        for (const [i, op] of (o as BenchOp[]).entries()) {
          const body =
            op.kind === 'favorite' ? { contentId: op.contentId } : { childId: op.childId, duration: op.duration, position: op.position }
          const path = op.kind === 'position' ? '/v1/watch_history' : op.wanted ? '/v1/favorite' : `/v1/favorite?contentId=${op.contentId}`
          const res = await fetch(path, {
            method: op.kind === 'favorite' && !op.wanted ? 'DELETE' : 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-bench-op': String(i) },
            body: JSON.stringify(body),
          })
          if (res.status === 202) n++
        }
        return n
      },
      { o: ops, token: auth.token.accessToken },
    )
    console.log(`peer: ${queued} of ${ops.length} requests queued by the service worker while the server was down`)

    await server.start()
    await server.dev('POST', '/__dev/faults', { latencyMs: LATENCY_MS })
    server.resetTally(EXPIRE_AT_WRITE)
    const started = Date.now()
    const answer = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel()
          channel.port1.onmessage = (e) => resolve(e.data)
          navigator.serviceWorker.controller?.postMessage({ type: 'replay' }, [channel.port2])
        }),
    )
    const drainMs = Date.now() - started
    const tally = server.tally
    await server.dev('DELETE', '/__dev/faults')
    console.log(
      `peer: replayRequests() answered ${JSON.stringify(answer)} after ${drainMs} ms; ${tally.unauthorized} answers 401; requests: ${routes(tally)}`,
    )
    return { requests: tally.requests, drainMs, lost: lostItems(server, auth.userInfo.id, model), duplicated: duplicated(tally) }
  } finally {
    await context.close()
  }
}

await build({ configFile: fileURLToPath(new URL('./peer/vite.config.ts', import.meta.url)) })
const server = await BenchServer.create(staticFiles(PEER_OUT_DIR, '/b/', PAGES))
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  const episodes = server.db
    .prepare<[], { id: number }>('SELECT id FROM episodes ORDER BY id LIMIT 20')
    .all()
    .map((r) => r.id)
  const titles = server.db
    .prepare<[], { id: number }>('SELECT id FROM titles ORDER BY id LIMIT 50')
    .all()
    .map((r) => r.id)
  if (episodes.length < 20 || titles.length < 50) throw new Error('the seeded catalogue is too small for the workload')
  const { ops, model } = makeWorkload(episodes, titles)
  const wanted = [...model.favorites.values()].filter(Boolean).length
  console.log(
    `workload: ${ops.length} operations offline; the viewer ends wanting ${wanted} of ${model.favorites.size} titles as favorites and ${model.positions.size} positions`,
  )
  console.log(`network back with ${LATENCY_MS} ms latency; access tokens expire at write ${EXPIRE_AT_WRITE} of the replay`)
  const ours = await runOurs(browser, server, ops, model)
  const peer = await runPeer(browser, server, ops, model)
  console.log('')
  console.log('side                                   requests   drain (ms)   lost   duplicated')
  const row = (name: string, f: Figures) =>
    `${name.padEnd(38)} ${String(f.requests).padStart(8)}   ${String(f.drainMs).padStart(10)}   ${String(f.lost).padStart(4)}   ${String(f.duplicated).padStart(10)}`
  console.log(row('this app (outbox engine, Chromium page)', ours))
  console.log(row('workbox-background-sync Queue (SW)', peer))
  console.log(JSON.stringify({ ops: ops.length, ...ours, peer }))
} finally {
  await browser.close()
  await server.close()
}

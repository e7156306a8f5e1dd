// The reference server's app behind a counting front for `npm run bench:sync`: it can stop and
// start listening on the same port and database (the network going away and coming back), moves
// the server's clock forward to expire access tokens mid-replay, counts every request, and records
// which write requests were applied (2xx, not an idempotent replay), keyed by operation id.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { createApp } from '../../../server/app.ts'
import { isSeeded, openDb } from '../../../server/db/open.ts'
import { loadSeed } from '../../../server/db/load-seed.ts'
import { catalogue } from '../../../server/seed/catalog.ts'
import { freePort } from '../../../tests/e2e/support/server.ts'

export const ACCESS_TOKEN_TTL_S = 900
const WRITE = /^\/v1\/(favorite|watch_history)$/

export interface Tally {
  requests: number
  byRoute: Map<string, number>
  /** Operation id → times its effect was applied. */
  applied: Map<string, number>
  unauthorized: number
}

const emptyTally = (): Tally => ({ requests: 0, byRoute: new Map(), applied: new Map(), unauthorized: 0 })

export class BenchServer {
  readonly url: string
  tally: Tally = emptyTally()
  private offset = 0
  private expireAfterWrites: number | null = null
  private writes = 0
  private readonly http: Server
  private readonly dataDir: string
  readonly db: ReturnType<typeof openDb>

  private readonly port: number

  private constructor(port: number, pages: (pathname: string) => StaticFile | null) {
    this.port = port
    this.url = `http://127.0.0.1:${port}`
    this.dataDir = mkdtempSync(join(tmpdir(), 'bench-sync-'))
    this.db = openDb(join(this.dataDir, 'app.db'))
    if (!isSeeded(this.db)) loadSeed(this.db, catalogue, Date.now(), { demo: true })
    const app = createApp({
      db: this.db,
      now: () => Date.now() + this.offset,
      log: () => undefined,
      config: { accessTokenTtlS: ACCESS_TOKEN_TTL_S, otpProofPrefix: null },
    })
    const fetchHandler = async (req: Request, env: Parameters<typeof app.fetch>[1]): Promise<Response> => {
      const url = new URL(req.url)
      const page = pages(url.pathname)
      if (page)
        return new Response(typeof page.body === 'string' ? page.body : new Uint8Array(page.body), {
          headers: { 'content-type': page.type, 'cache-control': 'no-store' },
        })
      if (!url.pathname.startsWith('/__dev/')) this.tally.requests++
      const route = `${req.method} ${url.pathname}`
      this.tally.byRoute.set(route, (this.tally.byRoute.get(route) ?? 0) + 1)
      const write = req.method !== 'GET' && WRITE.test(url.pathname)
      const opId = req.headers.get('idempotency-key') ?? req.headers.get('x-bench-op')
      if (write && this.expireAfterWrites !== null && ++this.writes === this.expireAfterWrites) {
        // Every access token handed out so far is now past its lifetime.
        this.offset += (ACCESS_TOKEN_TTL_S + 1) * 1000
      }
      const res = await app.fetch(req, env)
      if (res.status === 401) this.tally.unauthorized++
      if (write && opId && res.status < 300 && !res.headers.has('idempotent-replayed')) {
        this.tally.applied.set(opId, (this.tally.applied.get(opId) ?? 0) + 1)
      }
      return res
    }
    this.http = createAdaptorServer({ fetch: fetchHandler }) as Server
  }

  static async create(pages: (pathname: string) => StaticFile | null): Promise<BenchServer> {
    const server = new BenchServer(await freePort(), pages)
    await server.start()
    return server
  }

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject)
      this.http.listen(this.port, '127.0.0.1', () => {
        this.http.off('error', reject)
        resolve()
      })
    })
  }

  /** Stops listening and drops open connections: the client sees the network gone. */
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.http.close(() => resolve())
      this.http.closeAllConnections()
    })
  }

  /** Starts a fresh count; the access tokens expire when the `expireAt`-th write arrives. */
  resetTally(expireAt: number | null): void {
    this.tally = emptyTally()
    this.writes = 0
    this.expireAfterWrites = expireAt
  }

  async dev(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }

  async close(): Promise<void> {
    await this.stop().catch(() => undefined)
    this.db.close()
    rmSync(this.dataDir, { recursive: true, force: true })
  }
}

export interface StaticFile {
  type: string
  body: string | Buffer
}

/** Files of the bundle under `prefix`, plus the pages given as text. */
export function staticFiles(dir: string, prefix: string, pages: Record<string, string>): (pathname: string) => StaticFile | null {
  return (pathname) => {
    if (!pathname.startsWith(prefix)) return null
    const name = pathname.slice(prefix.length)
    if (pages[name] !== undefined) return { type: 'text/html; charset=utf-8', body: pages[name] }
    if (!/^[\w.-]+\.js$/.test(name)) return null
    try {
      return { type: 'text/javascript; charset=utf-8', body: readFileSync(join(dir, name)) }
    } catch {
      return null
    }
  }
}

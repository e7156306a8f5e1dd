import { mkdtempSync, rmSync } from 'node:fs'
import { afterAll } from 'vitest'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../app.ts'
import { openDb } from '../db/open.ts'
import { loadSeed } from '../db/load-seed.ts'
import { peekOtp, type OtpPurpose } from '../services/otp.ts'
import type { AppConfig } from '../http/types.ts'
import type { SeedCatalogue } from '../seed/types.ts'
import { fixtureCatalogue } from './fixture-catalogue.ts'

export const T0 = Date.parse('2025-01-01T00:00:00Z')
export const SEC = 1000
export const MIN = 60 * SEC
export const HOUR = 60 * MIN
export const DAY = 24 * HOUR

export interface AuthBody {
  success: true
  isNewUser: boolean
  message: string
  userInfo: { id: number; name: string; phone: string }
  token: { accessToken: string; refreshToken: string }
}

export interface RequestOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** The socket's remote address, as the Node server would hand it over; none when left out. */
  peer?: string
}

const createdDirs: string[] = []
// Registered while a test file is collected, so each file removes the directories it made.
afterAll(() => {
  for (const dir of createdDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

export function tempDir(prefix = 'server-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  createdDirs.push(dir)
  return dir
}

/** An in-process app over an in-memory database with a clock the test moves by hand. */
export function makeTestApp(opts: { config?: Partial<AppConfig>; catalogue?: SeedCatalogue; random?: () => number } = {}) {
  let now = T0
  const db = openDb(':memory:')
  loadSeed(db, opts.catalogue ?? fixtureCatalogue, now, { demo: true })
  const logs: string[] = []
  const app = createApp({
    db,
    now: () => now,
    log: (line) => logs.push(line),
    random: opts.random ?? (() => 0.5),
    // The proof of work for login codes is asked for only by the tests about it (otp-proof.test.ts).
    config: {
      staticDir: join(tmpdir(), 'no-such-dist-dir'),
      assetsDir: join(tmpdir(), 'no-such-assets-dir'),
      otpProofPrefix: null,
      ...opts.config,
    },
  })

  async function request(method: string, path: string, o: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...o.headers }
    if (o.token) headers.Authorization = `Bearer ${o.token}`
    let body: string | undefined
    if (o.body !== undefined && method !== 'GET' && method !== 'HEAD') {
      body = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
      headers['Content-Type'] ??= 'application/json'
    }
    const env = o.peer === undefined ? undefined : { incoming: { socket: { remoteAddress: o.peer } } }
    // An absolute address stands for a request whose Host header names that host.
    const url = /^https?:/.test(path) ? path : `http://localhost${path}`
    return app.request(url, { method, headers, body }, env as never)
  }

  /** Request and parse JSON in one step; returns status and body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(method: string, path: string, o: RequestOptions = {}): Promise<{ status: number; body: T; res: Response }> {
    const res = await request(method, path, o)
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res }
  }

  const otp = (phone: string, purpose: OtpPurpose = 'login') => peekOtp(db, phone, purpose, now)

  /** Full OTP login. Waits out the resend limit if this phone asked for a code a moment ago. */
  async function login(phone = '959420000002'): Promise<AuthBody> {
    let sent = await call('POST', '/v1/auth/send-otp', { body: { phone } })
    if (sent.status === 429) {
      now += 61 * SEC
      sent = await call('POST', '/v1/auth/send-otp', { body: { phone } })
    }
    if (sent.status !== 200) throw new Error(`send-otp failed: ${JSON.stringify(sent.body)}`)
    const code = otp(phone)
    const verified = await call<AuthBody>('POST', '/v1/auth/verify-otp', { body: { phone, code, platform: 'pwa' } })
    if (verified.status !== 200) throw new Error(`verify-otp failed: ${JSON.stringify(verified.body)}`)
    return verified.body
  }

  return {
    app,
    db,
    logs,
    request,
    call,
    otp,
    login,
    now: () => now,
    advance(ms: number) {
      now += ms
    },
  }
}

export type TestApp = ReturnType<typeof makeTestApp>

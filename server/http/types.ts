import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'

export interface AppConfig {
  /** Access token lifetime in seconds. */
  accessTokenTtlS: number
  /** Sessions a user may hold before the oldest is displaced (511). */
  maxDevices: number
  production: boolean
  /** Built client (Vite `dist`). */
  staticDir: string
  /** Directory holding `images/` and `media/`. */
  assetsDir: string
  /** One-time codes one client address may ask for in 10 minutes (env OTP_SENDS_PER_CLIENT). */
  otpSendsPerClient: number
  /** Code checks one client address may make in 10 minutes (env OTP_VERIFIES_PER_CLIENT). */
  otpVerifiesPerClient: number
  /** Codes the whole server sends in a minute before it refuses more (env OTP_SENDS_PER_MINUTE). */
  otpSendsPerMinute: number
}

/** Everything a route needs; one object so tests can swap the clock or config. */
export interface AppContext {
  db: Database
  now: () => number
  log: (line: string) => void
  config: AppConfig
  random: () => number
}

export interface AuthUser {
  userId: number
  sessionId: string
}

// Bindings are absent when tests call `app.request` without a socket.
export interface AppEnv {
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse }
  Variables: { authCache?: AuthUser | null }
}

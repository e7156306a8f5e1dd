import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Database } from 'better-sqlite3'
import type { Logger } from '../log.ts'

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
  /** Lifetime of a media grant minted by the stream call, in seconds. */
  mediaGrantTtlS: number
  /**
   * Caps every episode's length in seconds (env MEDIA_EPISODE_SECONDS), so tests and benchmarks can
   * play or download a whole episode quickly; null plays the seeded lengths.
   */
  mediaEpisodeSeconds: number | null
  /** Lifetime of the media grant a download licence hands out, in seconds (env DOWNLOAD_GRANT_TTL_S). */
  downloadGrantTtlS: number
  /** Key that signs media grants; null uses a random one kept in SQLite. */
  mediaGrantSecret: string | null
  /** Secret every episode's AES-128 key is derived from (env MEDIA_KEY_SECRET); null uses a random one kept in SQLite. */
  mediaKeySecret: string | null
  /** PKCS#8 PEM of the ECDSA P-256 key that signs a shared episode's descriptor (env DESCRIPTOR_SIGNING_KEY); null makes one kept in SQLite. */
  descriptorSigningKey: string | null
  /**
   * CIDRs of the operator's gateway: X-MSISDN is believed only from these socket addresses. Null
   * means the mode's default, loopback outside production and nobody in production.
   */
  heTrustedProxies: readonly string[] | null
  /** The origin (`https://app.example`) every absolute address the server writes is built on. */
  publicOrigin: string
  /** One-time codes one client address may ask for in 10 minutes (env OTP_SENDS_PER_CLIENT). */
  otpSendsPerClient: number
  /** Code checks one client address may make in 10 minutes (env OTP_VERIFIES_PER_CLIENT). */
  otpVerifiesPerClient: number
  /** Codes the whole server sends in a minute before it refuses more (env OTP_SENDS_PER_MINUTE). */
  otpSendsPerMinute: number
  /**
   * Leading hex zeros of the proof of work a device not known for a number does before a login code
   * is sent to it (env OTP_PROOF_PREFIX); null asks for none.
   */
  otpProofPrefix: string | null
}

/** Everything a route needs; one object so tests can swap the clock or config. */
export interface AppContext {
  db: Database
  now: () => number
  /** pino: JSON lines in production, readable ones outside it (server/log.ts). */
  logger: Logger
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

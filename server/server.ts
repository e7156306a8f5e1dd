import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { createAdaptorServer } from '@hono/node-server'
import { createApp, DEFAULT_CONFIG } from './app.ts'
import { isSeeded, openDb } from './db/open.ts'
import { loadLocalizedTexts, loadSeed, localizedTextsCurrent, removeDemoSecrets } from './db/load-seed.ts'
import type { SeedCatalogue } from './seed/types.ts'
import { parseCidrList } from './http/peer.ts'
import { startHousekeeping } from './services/housekeeping.ts'
import { createLogger } from './log.ts'
import { CONNECTIONS_PER_CLIENT, REQUEST_TIMEOUT_MS, capConnectionsPerClient, timeoutOptions } from './http/connection-limits.ts'

export interface StartOptions {
  host?: string
  /** 0 picks a free port. */
  port?: number
  dataDir: string
  staticDir?: string
  production?: boolean
  now?: () => number
  /** Where finished log lines go; stdout by default. */
  log?: (line: string) => void
  /** Defaults to env ACCESS_TOKEN_TTL_S, then 900. */
  accessTokenTtlS?: number
  /** Defaults to env MAX_DEVICES, then 2. */
  maxDevices?: number
  assetsDir?: string
  /** Defaults to env MEDIA_GRANT_TTL_S, then 900. */
  mediaGrantTtlS?: number
  /** Defaults to env MEDIA_EPISODE_SECONDS, then none (the seeded lengths). */
  mediaEpisodeSeconds?: number
  /** Defaults to env DOWNLOAD_GRANT_TTL_S, then 86400. */
  downloadGrantTtlS?: number
  /** Defaults to env MEDIA_GRANT_SECRET, then a random key kept in the database. */
  mediaGrantSecret?: string
  /** Defaults to env MEDIA_KEY_SECRET, then a random secret kept in the database. */
  mediaKeySecret?: string
  /** Defaults to env DESCRIPTOR_SIGNING_KEY (a PKCS#8 PEM), then a key pair kept in the database. */
  descriptorSigningKey?: string
  /** Defaults to env PUBLIC_ORIGIN, then `http://HOST:PORT` as bound. */
  publicOrigin?: string
  /** Defaults to env HE_TRUSTED_PROXIES, then loopback outside production and nobody in production. */
  heTrustedProxies?: string[]
  /** How often lapsed replay keys and limiter windows are dropped; defaults to every 10 minutes. */
  housekeepingEveryMs?: number
  /**
   * Demo users, their subscriptions and the redeem codes written in the repository. Defaults to on
   * outside production, and in production only when env DEMO_DATA is 1 (DEMO_DATA=0 turns it off anywhere).
   */
  demoData?: boolean
  /** Time a client has to send a whole request; defaults to env REQUEST_TIMEOUT_MS, then 30 s. */
  requestTimeoutMs?: number
  /** Open connections per client address; defaults to env CONNECTIONS_PER_CLIENT, then 64. */
  connectionsPerClient?: number
  /** Defaults to env OTP_PROOF_PREFIX, then '00'; null asks no proof of work for login codes. */
  otpProofPrefix?: string | null
  /** Catalogue for a first start; defaults to ./seed/catalog.ts. */
  catalogue?: SeedCatalogue
}

export interface RunningServer {
  url: string
  port: number
  /** Whether the demo accounts and redeem codes were loaded (see StartOptions.demoData). */
  demoData: boolean
  close(): Promise<void>
}

function envInt(name: string): number | undefined {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return undefined
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return n
}

/** OTP_PROOF_PREFIX: a run of zeros (the work), or 'off' for none; unset is the default. */
function proofPrefixFromEnv(): string | null {
  const raw = process.env.OTP_PROOF_PREFIX
  if (raw === undefined || raw.trim() === '') return DEFAULT_CONFIG.otpProofPrefix
  if (raw === 'off') return null
  if (!/^0{1,6}$/.test(raw)) throw new Error(`OTP_PROOF_PREFIX must be 1 to 6 zeros or "off", got "${raw}"`)
  return raw
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1'
  const now = opts.now ?? Date.now
  const production = opts.production ?? false
  const logger = createLogger({ production, write: opts.log })
  const log = (line: string) => logger.info(line)

  const demoEnv = process.env.DEMO_DATA
  const demoData = opts.demoData ?? (demoEnv === '1' || (demoEnv !== '0' && !production))
  mkdirSync(opts.dataDir, { recursive: true })
  const db = openDb(join(opts.dataDir, 'app.db'))
  try {
    const catalogue = async () => opts.catalogue ?? (await import('./seed/catalog.ts')).catalogue
    if (!isSeeded(db)) {
      loadSeed(db, await catalogue(), now(), { demo: demoData })
    } else {
      // A database seeded before the catalogue spoke both languages: its words are added in place.
      if (!localizedTextsCurrent(db)) loadLocalizedTexts(db, await catalogue())
      // One seeded with the published demo secrets before they were kept out of production.
      if (!demoData) {
        const removed = removeDemoSecrets(db, await catalogue())
        if (removed.codes + removed.accounts > 0) {
          log(`Removed the repository's demo secrets: ${removed.codes} redeem codes, ${removed.accounts} demo subscriptions.`)
        }
      }
    }
  } catch (err) {
    db.close()
    throw err
  }

  // The app is made once the port is bound: the public origin defaults to the address as bound.
  let app: ReturnType<typeof createApp> | null = null
  const server = createAdaptorServer({
    fetch: (req: Request, env: object) => app?.fetch(req, env) ?? new Response(null, { status: 503 }),
    // A stalled header or body holds its socket for this long at most, not Node's 300 s.
    serverOptions: timeoutOptions(opts.requestTimeoutMs ?? envInt('REQUEST_TIMEOUT_MS') ?? REQUEST_TIMEOUT_MS),
  }) as Server
  capConnectionsPerClient(server, opts.connectionsPerClient ?? envInt('CONNECTIONS_PER_CLIENT') ?? CONNECTIONS_PER_CLIENT)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 8080, host, () => {
      server.off('error', reject)
      resolve()
    })
  }).catch((err: unknown) => {
    db.close()
    throw err
  })

  const port = (server.address() as AddressInfo).port
  const shownHost = host.includes(':') ? `[${host}]` : host
  const url = `http://${shownHost}:${port}`
  try {
    app = createApp({
      db,
      now,
      logger,
      config: {
        production,
        staticDir: opts.staticDir ?? DEFAULT_CONFIG.staticDir,
        assetsDir: opts.assetsDir ?? DEFAULT_CONFIG.assetsDir,
        accessTokenTtlS: opts.accessTokenTtlS ?? envInt('ACCESS_TOKEN_TTL_S') ?? DEFAULT_CONFIG.accessTokenTtlS,
        maxDevices: opts.maxDevices ?? envInt('MAX_DEVICES') ?? DEFAULT_CONFIG.maxDevices,
        mediaGrantTtlS: opts.mediaGrantTtlS ?? envInt('MEDIA_GRANT_TTL_S') ?? DEFAULT_CONFIG.mediaGrantTtlS,
        mediaEpisodeSeconds: opts.mediaEpisodeSeconds ?? envInt('MEDIA_EPISODE_SECONDS') ?? DEFAULT_CONFIG.mediaEpisodeSeconds,
        downloadGrantTtlS: opts.downloadGrantTtlS ?? envInt('DOWNLOAD_GRANT_TTL_S') ?? DEFAULT_CONFIG.downloadGrantTtlS,
        mediaGrantSecret: opts.mediaGrantSecret ?? (process.env.MEDIA_GRANT_SECRET || null),
        mediaKeySecret: opts.mediaKeySecret ?? (process.env.MEDIA_KEY_SECRET || null),
        descriptorSigningKey: opts.descriptorSigningKey ?? (process.env.DESCRIPTOR_SIGNING_KEY || null),
        otpSendsPerClient: envInt('OTP_SENDS_PER_CLIENT') ?? DEFAULT_CONFIG.otpSendsPerClient,
        otpVerifiesPerClient: envInt('OTP_VERIFIES_PER_CLIENT') ?? DEFAULT_CONFIG.otpVerifiesPerClient,
        otpSendsPerMinute: envInt('OTP_SENDS_PER_MINUTE') ?? DEFAULT_CONFIG.otpSendsPerMinute,
        otpProofPrefix: opts.otpProofPrefix !== undefined ? opts.otpProofPrefix : proofPrefixFromEnv(),
        publicOrigin: opts.publicOrigin ?? (process.env.PUBLIC_ORIGIN || url),
        heTrustedProxies: opts.heTrustedProxies ?? parseCidrList(process.env.HE_TRUSTED_PROXIES) ?? null,
      },
    })
  } catch (err) {
    server.close()
    db.close()
    throw err
  }
  if (demoData) {
    const why = demoEnv === '1' ? 'DEMO_DATA=1' : 'outside production'
    log(`Demo data is on (${why}): the demo accounts and redeem codes written in the repository work here.`)
  }
  const stopHousekeeping = startHousekeeping(db, now, opts.housekeepingEveryMs)
  let closing: Promise<void> | null = null
  return {
    url,
    port,
    demoData,
    close(): Promise<void> {
      stopHousekeeping()
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Keep-alive connections would hold close() open indefinitely.
        server.closeAllConnections()
      }).then(() => {
        db.close()
      })
      return closing
    },
  }
}

import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { getPath } from 'hono/utils/url'
import type { Database } from 'better-sqlite3'
import type { AppConfig, AppContext, AppEnv } from './http/types.ts'
import { errorBody, renderError } from './http/errors.ts'
import { securityHeaders } from './http/security-headers.ts'
import { compression } from './http/compression.ts'
import { conditionalGet } from './http/conditional.ts'
import { faultInjection, type FaultState } from './http/faults.ts'
import { idempotency } from './http/idempotency.ts'
import { noStoreByDefault } from './http/no-store.ts'
import { LOOPBACK_CIDRS } from './http/peer.ts'
import { sameSiteLocations } from './http/redirect.ts'
import { bodySizeLimit } from './http/body-limit.ts'
import { authRoutes } from './routes/auth.ts'
import { heRoutes } from './routes/he.ts'
import { handoffRoutes } from './routes/handoff.ts'
import { catalogueRoutes } from './routes/catalogue.ts'
import { searchRoutes } from './routes/search.ts'
import { userRoutes } from './routes/user.ts'
import { favoriteRoutes } from './routes/favorites.ts'
import { historyRoutes } from './routes/history.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { billingRoutes } from './routes/billing.ts'
import { operatorRoutes } from './routes/operator.ts'
import { streamingRoutes } from './routes/streaming.ts'
import { mediaRoutes } from './routes/media.ts'
import { downloadRoutes } from './routes/downloads.ts'
import { ratingRoutes } from './routes/ratings.ts'
import { commentRoutes } from './routes/comments.ts'
import { staticRoutes } from './routes/static.ts'
import { descriptorRoutes } from './routes/descriptors.ts'
import { devRoutes } from './routes/dev.ts'
import { shareTargetRoutes } from './routes/share-target.ts'
import { createLogger, requestLog, type Logger } from './log.ts'

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DEFAULT_ASSETS_DIR = fileURLToPath(new URL('./assets', import.meta.url))
export const DEFAULT_STATIC_DIR = fileURLToPath(new URL('../dist', import.meta.url))

export interface AppDeps {
  db: Database
  now?: () => number
  /** Where finished log lines go (stdout by default); ignored when `logger` is given. */
  log?: (line: string) => void
  logger?: Logger
  random?: () => number
  config?: Partial<AppConfig>
}

export const DEFAULT_CONFIG: AppConfig = {
  accessTokenTtlS: 900,
  maxDevices: 2,
  production: false,
  staticDir: DEFAULT_STATIC_DIR,
  assetsDir: DEFAULT_ASSETS_DIR,
  mediaGrantTtlS: 900,
  mediaEpisodeSeconds: null,
  // Long enough to fetch an episode over a slow night: the download resumes with a renewed licence after.
  downloadGrantTtlS: 86_400,
  mediaGrantSecret: null,
  mediaKeySecret: null,
  descriptorSigningKey: null,
  heTrustedProxies: null,
  publicOrigin: 'http://localhost',
  // A carrier's NAT puts many viewers behind one address, so the per-client limits leave room for
  // a crowd; the per-phone limits are the tight ones.
  otpSendsPerClient: 30,
  otpVerifiesPerClient: 60,
  otpSendsPerMinute: 120,
  // 256 hashes on average: a blink on a cheap phone, and the same again for every code a flooder asks for.
  // Each extra zero multiplies it by 16 (env OTP_PROOF_PREFIX).
  otpProofPrefix: '00',
}

/** The configured origin, checked once: a path, query or other scheme in it would leak into every address. */
export function checkedOrigin(raw: string): string {
  const url = URL.parse(raw)
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== raw.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an http(s) origin with no path, got "${raw}"`)
  }
  return url.origin
}

/** `//v1//home/` and `/v1/home` are the same call: clients join base URLs and paths loosely. */
function normalisedPath(req: Request): string {
  const path = getPath(req).replace(/\/{2,}/g, '/')
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

export const PUBLIC_CATALOGUE = [
  '/v1/home',
  '/v1/popup',
  '/v1/category',
  '/v1/promotion/:id',
  '/v1/app-articles',
  '/v1/search/content',
  '/v1/search/content/auto-complete',
  '/v1/search/most-searched',
]

export function createApp(deps: AppDeps) {
  const config = { ...DEFAULT_CONFIG, ...deps.config }
  const ctx: AppContext = {
    db: deps.db,
    now: deps.now ?? Date.now,
    logger: deps.logger ?? createLogger({ production: config.production, write: deps.log }),
    random: deps.random ?? Math.random,
    config,
  }
  ctx.config.publicOrigin = checkedOrigin(ctx.config.publicOrigin)
  ctx.config.heTrustedProxies ??= ctx.config.production ? [] : LOOPBACK_CIDRS
  const faults: FaultState = { current: null }
  const app = new Hono<AppEnv>({ getPath: normalisedPath })

  app.onError((err, c) => renderError(c, err, ctx.logger))
  app.notFound((c) => c.json(errorBody(404, 'Not Found'), 404))

  app.use('*', requestLog(ctx.logger))
  app.use('*', securityHeaders(ctx.config.publicOrigin))
  app.use('*', sameSiteLocations(ctx.config.publicOrigin, ctx.logger))
  app.use('*', compression())
  app.use('/v1/*', noStoreByDefault())
  shareTargetRoutes(app)
  // Before anything reads a body (the replay cache hashes it).
  app.use('*', bodySizeLimit)
  app.use('/v1/*', faultInjection(faults, ctx.random))
  app.use('/v1/*', idempotency(ctx))
  // The catalogue calls whose answer is the same for every caller (/v1/content/:id is not: it reads
  // the viewer's entitlement).
  for (const path of PUBLIC_CATALOGUE) app.use(path, conditionalGet())

  authRoutes(app, ctx)
  heRoutes(app, ctx)
  handoffRoutes(app, ctx)
  catalogueRoutes(app, ctx)
  searchRoutes(app, ctx)
  userRoutes(app, ctx)
  favoriteRoutes(app, ctx)
  historyRoutes(app, ctx)
  notificationRoutes(app, ctx)
  billingRoutes(app, ctx)
  operatorRoutes(app, ctx)
  streamingRoutes(app, ctx)
  mediaRoutes(app, ctx)
  downloadRoutes(app, ctx)
  descriptorRoutes(app, ctx)
  ratingRoutes(app, ctx)
  commentRoutes(app, ctx)
  if (!ctx.config.production) devRoutes(app, ctx, faults)
  // Last: the catch-all serving the built client and its SPA fallback.
  staticRoutes(app, ctx)

  return app
}

export type App = ReturnType<typeof createApp>

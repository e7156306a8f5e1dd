import { createApi, type Api } from '../api/client'
import type { FetchLike } from '../api/http'
import type { Outcome } from '../api/connectivity'
import type { LockRunner } from '../api/locks'
import type { SessionEndReason, SessionStore } from '../api/session'
import { AppDb, DEFAULT_DB_NAME } from './db'
import { createSessionStore, type EndSession } from './session-store'
import type { SyncEngine, SyncEngineOptions } from './sync/engine'

/** Everything a context (the page or the service worker) needs: one database, one client, one engine. */
export interface AppServices {
  db: AppDb
  api: Api
  sessions: SessionStore
  sync: SyncEngine
  now: () => number
}

export interface ServicesOptions {
  dbName?: string
  db?: AppDb
  /** '' (the default) is the same origin. */
  baseURL?: string
  fetch?: FetchLike
  heToken?: () => string | null
  language?: () => string | null
  locks?: LockRunner
  now?: () => number
  onSessionEnded?: (reason: SessionEndReason) => void
  /** Told what each API call found (the page's offline bar). */
  onReachability?: (outcome: Outcome) => void
  sync?: Omit<SyncEngineOptions, 'db' | 'api'>
}

export type SyncEngineFactory = (options: SyncEngineOptions) => SyncEngine

/** The page passes lazy factories; the worker (no run-time import()) and tests pass them directly. */
export function buildAppServices(opts: ServicesOptions, late: { makeSync: SyncEngineFactory; endSession: EndSession }): AppServices {
  const now = opts.now ?? Date.now
  const db = opts.db ?? new AppDb(opts.dbName ?? DEFAULT_DB_NAME)
  const sessions = createSessionStore(db, { now, onEnded: opts.onSessionEnded, endSession: late.endSession })
  const api = createApi({
    baseURL: opts.baseURL ?? '',
    sessions,
    fetch: opts.fetch,
    heToken: opts.heToken,
    language: opts.language,
    locks: opts.locks,
    now,
    onReachability: opts.onReachability,
  })
  const sync = late.makeSync({ locks: opts.locks, now, ...opts.sync, db, api })
  return { db, api, sessions, sync, now }
}

import * as v from 'valibot'
import { joinBase, withQuery, type Query } from './address'
import { FailureError, failure, failureFromHttp, networkFailure, toFailure, type Failure } from './failures'
import { defaultLocks, type LockRunner } from './locks'
import { createTokenRefresher, type TokenRefresher } from './refresh'
import { fail, ok, type Result } from './result'
import type { SessionSnapshot, SessionStore } from './session'
import { ErrorBodySchema } from './schemas/common'
import { CACHE_FALLBACK_HEADER, outcomeOfFallback, outcomeOfStatus, type Outcome } from './connectivity'
import { TokenPairSchema } from './schemas/account'

export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** Spec section 9: API timeout. */
export const API_TIMEOUT_MS = 5000

export interface HttpOptions {
  /** '' means the page's own origin. */
  baseURL: string
  sessions: SessionStore
  fetch?: FetchLike
  /** localStorage on the page, nothing in the worker. */
  heToken?: () => string | null
  /** Sent as Accept-Language: the browser's own list need not be the language the app shows. */
  language?: () => string | null
  locks?: LockRunner
  timeoutMs?: number
  now?: () => number
  /** What each call found (connectivity.ts); a worker cache's answer stands for its failure. */
  onReachability?: (outcome: Outcome) => void
}

export interface RequestSpec<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Query
  body?: Record<string, unknown>
  schema: v.GenericSchema<unknown, T>
  /** No bearer token and no refresh (the login and refresh calls themselves). */
  skipAuth?: boolean
  idempotencyKey?: string
  /** Send only while this user's login is the current one (outbox replay). */
  asUser?: number
  /** A shorter wait than the API timeout, for calls nobody waits on (logout). */
  timeoutMs?: number
  /** Over the app's: a caller storing the answer under a language names the one it asked in. */
  language?: string
}

export interface Http {
  request<T>(spec: RequestSpec<T>): Promise<Result<T>>
  readonly refresher: TokenRefresher
}

interface Answer {
  status: number
  text: string
  retryAfter: string | null
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

function errorMessage(text: string): string | null {
  try {
    const parsed = v.safeParse(ErrorBodySchema, JSON.parse(text))
    return parsed.success ? parsed.output.message : null
  } catch {
    return null
  }
}

export function interpret<T>(schema: v.GenericSchema<unknown, T>, a: Answer, now: number): Result<T> {
  if (a.status < 200 || a.status >= 300) {
    return fail(failureFromHttp(a.status, errorMessage(a.text), parseRetryAfter(a.retryAfter, now)))
  }
  let data: unknown
  try {
    data = a.text === '' ? undefined : JSON.parse(a.text)
  } catch {
    return fail(failure('ServerFailure', 'The server sent an unreadable answer', { httpStatus: a.status }))
  }
  const parsed = v.safeParse(schema, data)
  return parsed.success
    ? ok(parsed.output)
    : fail(failure('ServerFailure', 'The server sent an unexpected answer', { httpStatus: a.status }))
}

/** What a call that ran out of time is aborted with: the name fetch gives its own timeouts. */
function timeoutError(): Error {
  return Object.assign(new Error('The call took longer than the API timeout'), { name: 'TimeoutError' })
}

export function createHttp(opts: HttpOptions): Http {
  const now = opts.now ?? Date.now
  const fetchImpl: FetchLike = opts.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeout = opts.timeoutMs ?? API_TIMEOUT_MS

  async function send<T>(spec: RequestSpec<T>, token: string | null): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (token !== null) headers.Authorization = `Bearer ${token}`
    const he = opts.heToken?.()
    if (he) headers['X-HE-Auth'] = he
    const lang = spec.language ?? opts.language?.()
    if (lang) headers['Accept-Language'] = lang
    if (spec.idempotencyKey) headers['Idempotency-Key'] = spec.idempotencyKey
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json'
    // Covers the body too (a stall mid-answer times out); a timer, for AbortSignal.timeout ignores fake clocks.
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(timeoutError()), spec.timeoutMs ?? timeout)
    try {
      const res = await fetchImpl(joinBase(opts.baseURL, withQuery(spec.path, spec.query)), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal: abort.signal,
      })
      const text = await res.text()
      const fallback = res.headers.get(CACHE_FALLBACK_HEADER)
      opts.onReachability?.(fallback === null ? outcomeOfStatus(res.status) : outcomeOfFallback(fallback))
      return { status: res.status, text, retryAfter: res.headers.get('retry-after') }
    } catch (e) {
      // However the fetch in use words its abort, a call this timer cut off ran out of time.
      const f = abort.signal.aborted ? failure('TimeoutFailure') : networkFailure(e)
      if (f.type === 'InternetConnectionFailure' || f.type === 'TimeoutFailure') {
        opts.onReachability?.(f.type === 'TimeoutFailure' ? 'timeout' : 'network')
      }
      throw new FailureError(f)
    } finally {
      clearTimeout(timer)
    }
  }

  const sessionFailure = (): Result<never> => fail(failure('SessionFailure'))

  async function attempt<T>(spec: RequestSpec<T>): Promise<Result<T>> {
    const session: SessionSnapshot | null = spec.skipAuth ? null : await opts.sessions.read()
    if (spec.asUser !== undefined && session?.userId !== spec.asUser) return sessionFailure()
    let answer = await send(spec, session?.accessToken ?? null)
    let used = session
    if (answer.status === 401 && session) {
      const renewed = await refresher.refresh(session)
      if (!renewed.ok) return renewed
      if (spec.asUser !== undefined && renewed.value.userId !== spec.asUser) return sessionFailure()
      used = renewed.value
      answer = await send(spec, used.accessToken)
    }
    // Spec section 4: on 511 the session is cleared.
    if (answer.status === 511 && used) await opts.sessions.clear(used.sid, 'displaced')
    return interpret(spec.schema, answer, now())
  }

  async function request<T>(spec: RequestSpec<T>): Promise<Result<T>> {
    try {
      return await attempt(spec)
    } catch (e) {
      return fail<T>(toFailure(e) satisfies Failure)
    }
  }

  const refresher = createTokenRefresher({
    sessions: opts.sessions,
    locks: opts.locks ?? defaultLocks,
    callRefresh: (refreshToken) =>
      request({ method: 'POST', path: '/v1/auth/refresh-token', body: { refreshToken }, schema: TokenPairSchema, skipAuth: true }),
  })

  return { request, refresher }
}

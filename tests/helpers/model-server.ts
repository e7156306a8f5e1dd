import type { SeenRequest } from './fake-fetch'
import { errorJson, json } from './fake-fetch'

export interface Effect {
  key: string
  userId: number
  itemKey: string
  value: boolean | number | string
}

interface ModelComment {
  id: number
  userId: number
  contentId: number
  text: string
  deleted: boolean
  reporters: Set<number>
}

interface Token {
  userId: number
  valid: boolean
}

/**
 * An in-memory model of the reference server's favorites and watch-history calls, with its token
 * rules (401 for a bad access token, rotation on refresh) and its idempotency rules (a key seen
 * before gets the first answer again and changes nothing; 401, 429 and 5xx answers are not kept).
 * It is the model of the outbox tests: the final state and the effect log are checked against it.
 */
export class ModelServer {
  readonly favorites = new Map<number, Set<number>>()
  readonly positions = new Map<number, Map<number, number>>()
  readonly effects: Effect[] = []
  readonly ratings = new Map<number, Map<number, number>>()
  /** Comments 500 + userId exist from the start: the targets of deletes (by their author) and reports. */
  readonly comments: ModelComment[] = [1, 2].map((u) => ({
    id: 500 + u,
    userId: u,
    contentId: 1,
    text: `seed ${u}`,
    deleted: false,
    reporters: new Set<number>(),
  }))
  private access = new Map<string, Token>()
  private refresh = new Map<string, Token>()
  private idem = new Map<string, { status: number; body: unknown }>()
  private tokenSeq = 0
  requests = 0
  refreshCalls = 0
  replays = 0
  online = true
  /** The next N /v1 calls answer this failure before doing anything. */
  failNext = 0
  failStatus = 503
  retryAfterS: number | null = null
  /** The next N writes are refused with a 400 (as a validation error would be). */
  refuseNextWrites = 0
  /** The next N writes are applied, then the connection drops before the answer. */
  loseNextAnswers = 0

  login(userId: number): { accessToken: string; refreshToken: string } {
    return this.issue(userId)
  }

  private issue(userId: number) {
    const n = ++this.tokenSeq
    const pair = { accessToken: `a${userId}-${n}`, refreshToken: `r${userId}-${n}` }
    this.access.set(pair.accessToken, { userId, valid: true })
    this.refresh.set(pair.refreshToken, { userId, valid: true })
    return pair
  }

  /** Every access token expires (refresh tokens still work). */
  expireAccessTokens(): void {
    for (const t of this.access.values()) t.valid = false
  }

  /** The user's login is revoked: refresh fails, so the session ends. */
  revokeUser(userId: number): void {
    for (const t of [...this.access.values(), ...this.refresh.values()]) if (t.userId === userId) t.valid = false
  }

  favoritesOf(userId: number): number[] {
    return [...(this.favorites.get(userId) ?? [])].sort((a, b) => a - b)
  }

  positionsOf(userId: number): [number, number][] {
    return [...(this.positions.get(userId) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0])
  }

  ratingsOf(userId: number): [number, number][] {
    return [...(this.ratings.get(userId) ?? new Map<number, number>())].sort((a, b) => a[0] - b[0])
  }

  /** Texts of the comments the user posted (seeded ones left out), in posting order. */
  postedBy(userId: number): string[] {
    return this.comments.filter((c) => c.userId === userId && c.id > 600).map((c) => c.text)
  }

  /** Answers one request; `deliver` runs after the effect and may throw to drop the answer. */
  async handle(req: SeenRequest): Promise<Response> {
    this.requests++
    if (!this.online) throw new TypeError('fetch failed')
    if (this.failNext > 0) {
      this.failNext--
      const headers: Record<string, string> = this.retryAfterS === null ? {} : { 'retry-after': String(this.retryAfterS) }
      return errorJson(this.failStatus, 'Injected fault', headers)
    }
    const path = req.url.pathname
    if (path === '/v1/auth/refresh-token' && req.method === 'POST') return this.refreshToken(req)
    const token = this.access.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
    if (!token) return errorJson(403, 'Permission denied')
    if (!token.valid) return errorJson(401, 'Access token has expired')
    const userId = token.userId
    if (req.method === 'GET' && path === '/v1/watch_history') return json(this.historyPage(userId))
    if (req.method === 'GET' && path === '/v1/favorite') {
      const items = this.favoritesOf(userId).map((id) => contentItem(id))
      return json({ items, page: 1, pageSize: 20, total: items.length })
    }
    const write = writeOf(req)
    if (!write) return errorJson(404, 'Not Found')
    const key = req.headers['idempotency-key']
    const idemKey = key ? JSON.stringify([key, userId, req.method, path]) : null
    const stored = idemKey ? this.idem.get(idemKey) : undefined
    if (stored) {
      this.replays++
      return json(stored.body, stored.status)
    }
    let status = 200
    let body: unknown = { success: true }
    if (this.refuseNextWrites > 0) {
      this.refuseNextWrites--
      status = 400
      body = { statusCode: 400, message: 'Injected refusal' }
    } else {
      body = this.apply(userId, write, key ?? '') ?? body
    }
    if (idemKey) this.idem.set(idemKey, { status, body })
    if (this.loseNextAnswers > 0) {
      this.loseNextAnswers--
      throw new TypeError('socket hang up')
    }
    return json(body, status)
  }

  private refreshToken(req: SeenRequest): Response {
    this.refreshCalls++
    const rt = (req.body as { refreshToken?: unknown } | undefined)?.refreshToken
    const t = typeof rt === 'string' ? this.refresh.get(rt) : undefined
    if (!t || !t.valid) return errorJson(401, 'Refresh token is invalid')
    t.valid = false
    return json(this.issue(t.userId))
  }

  private apply(userId: number, w: Write, key: string): unknown {
    if (w.kind === 'rating') {
      const map = this.ratings.get(userId) ?? new Map<number, number>()
      if (w.stars === 0) map.delete(w.contentId)
      else map.set(w.contentId, w.stars)
      this.ratings.set(userId, map)
      this.effects.push({ key, userId, itemKey: `rate:${w.contentId}`, value: w.stars })
      return { success: true, ...this.ratingSummary(w.contentId, userId) }
    }
    if (w.kind === 'comment') {
      const c: ModelComment = {
        id: 601 + this.comments.length,
        userId,
        contentId: w.contentId,
        text: w.text,
        deleted: false,
        reporters: new Set(),
      }
      this.comments.push(c)
      this.effects.push({ key, userId, itemKey: 'comment', value: w.text })
      return {
        success: true,
        comment: {
          id: c.id,
          contentId: c.contentId,
          authorName: `U${userId}`,
          text: c.text,
          createdAt: '2025-01-01T00:00:00.000Z',
          mine: true,
          hidden: false,
        },
      }
    }
    if (w.kind === 'commentDelete' || w.kind === 'commentReport') {
      const c = this.comments.find((x) => x.id === w.commentId)
      if (!c) return { success: false }
      if (w.kind === 'commentDelete') c.deleted = true
      else c.reporters.add(userId)
      this.effects.push({ key, userId, itemKey: `${w.kind === 'commentDelete' ? 'cdel' : 'crep'}:${w.commentId}`, value: true })
      return undefined
    }
    if (w.kind === 'favorite') {
      const set = this.favorites.get(userId) ?? new Set<number>()
      if (w.wanted) set.add(w.contentId)
      else set.delete(w.contentId)
      this.favorites.set(userId, set)
      this.effects.push({ key, userId, itemKey: `fav:${w.contentId}`, value: w.wanted })
    } else {
      const map = this.positions.get(userId) ?? new Map<number, number>()
      map.set(w.childId, w.position)
      this.positions.set(userId, map)
      this.effects.push({ key, userId, itemKey: `pos:${w.childId}`, value: w.position })
    }
  }

  private ratingSummary(contentId: number, userId: number) {
    const all = [...this.ratings.values()].map((m) => m.get(contentId)).filter((x): x is number => x !== undefined)
    const total = all.reduce((a, b) => a + b, 0)
    const average = all.length ? Math.round((total / all.length) * 100) / 100 : 0
    return { contentId, average, count: all.length, total, mine: this.ratings.get(userId)?.get(contentId) ?? null }
  }

  private historyPage(userId: number) {
    const items = this.positionsOf(userId).map(([childId, position]) => ({
      id: childId,
      childId,
      duration: 100_000,
      position,
      updatedAt: '2025-01-01T00:00:00.000Z',
      contentChildInfo: { contentId: 1, title: `Episode ${childId}`, episodePosterImg: '/e.webp' },
    }))
    return { items, page: 1, pageSize: 20, total: items.length }
  }
}

type Write =
  | { kind: 'favorite'; contentId: number; wanted: boolean }
  | { kind: 'position'; childId: number; position: number }
  /** stars 0: removed. */
  | { kind: 'rating'; contentId: number; stars: number }
  | { kind: 'comment'; contentId: number; text: string }
  | { kind: 'commentDelete'; commentId: number }
  | { kind: 'commentReport'; commentId: number }

function writeOf(req: SeenRequest): Write | null {
  const body = (req.body ?? {}) as Record<string, unknown>
  const path = req.url.pathname
  if (path === '/v1/favorite' && (req.method === 'POST' || req.method === 'DELETE')) {
    const contentId = Number(req.url.searchParams.get('contentId') ?? body.contentId)
    return { kind: 'favorite', contentId, wanted: req.method === 'POST' }
  }
  const rating = /^\/v1\/rating\/(\d+)$/.exec(path)
  if (rating && (req.method === 'PUT' || req.method === 'DELETE')) {
    return { kind: 'rating', contentId: Number(rating[1]), stars: req.method === 'PUT' ? Number(body.stars) : 0 }
  }
  if (path === '/v1/comment' && req.method === 'POST')
    return { kind: 'comment', contentId: Number(body.contentId), text: String(body.text) }
  const comment = /^\/v1\/comment\/(\d+)(\/report)?$/.exec(path)
  if (comment && req.method === 'DELETE' && !comment[2]) return { kind: 'commentDelete', commentId: Number(comment[1]) }
  if (comment && req.method === 'POST' && comment[2]) return { kind: 'commentReport', commentId: Number(comment[1]) }
  if (path === '/v1/watch_history' && req.method === 'POST') {
    return { kind: 'position', childId: Number(body.childId), position: Math.min(Number(body.position), Number(body.duration)) }
  }
  return null
}

export const contentItem = (id: number) => ({
  id,
  title: `Title ${id}`,
  contentType: 'single' as const,
  actors: '',
  director: '',
  sliderImg: '',
  bannerImg: '',
  posterImg: '',
  episodePosterImg: '',
  isFree: false,
})

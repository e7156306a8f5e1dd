import { describe, expect, it } from 'vitest'
import { syncHarness, writes } from '../../../tests/helpers/sync-harness'
import { withdrawComment } from './enqueue-social'
import { listDeadLetters, retryDeadLetters } from './queries'
import { parseOutboxRow } from './ops'

const comment = (id: number, text: string) => ({
  id,
  contentId: 1,
  authorName: 'U2',
  text,
  createdAt: '2025-01-01T00:00:00.000Z',
  mine: false,
  hidden: false,
})

describe('ratings through the outbox', () => {
  it('coalesces a title’s ratings to the last one, a removal included, and sends only that', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('rating', { contentId: 1, stars: 4 })
    await sync.enqueue('rating', { contentId: 1, stars: 2 })
    expect((await sync.enqueue('rating', { contentId: 1, stars: 2 })).ok && 'unchanged').toBe('unchanged')
    await sync.enqueue('rating', { contentId: 1, stars: null })
    await sync.enqueue('rating', { contentId: 2, stars: 5 })
    const rows = (await h.db.outbox.toArray()).map((r) => parseOutboxRow(r)?.op)
    expect(rows).toEqual([
      { kind: 'rating', contentId: 1, stars: null },
      { kind: 'rating', contentId: 2, stars: 5 },
    ])
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 2 })
    expect(writes(h.seen).map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['DELETE /v1/rating/1', 'PUT /v1/rating/2'])
    expect(h.server.ratingsOf(1)).toEqual([[2, 5]])
  })

  it('stores the server’s answer as the title’s summary once the rating is accepted', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('rating', { contentId: 2, stars: 3 })
    await sync.run()
    expect((await h.db.ratings.get(2))?.data).toEqual({ contentId: 2, average: 3, count: 1, total: 3, mine: 3 })
  })

  it('refuses stars outside 1 to 5 and a logged-out viewer', async () => {
    const h = syncHarness()
    const { sync } = h.context()
    const anonymous = await sync.enqueue('rating', { contentId: 1, stars: 3 })
    expect(anonymous.ok ? 'ok' : anonymous.failure.type).toBe('PermissionFailure')
    await h.login(1)
    const bad = await sync.enqueue('rating', { contentId: 1, stars: 6 })
    expect(bad.ok ? 'ok' : bad.failure.type).toBe('BadRequestFailure')
  })
})

describe('comments through the outbox', () => {
  it('posts a comment once under its key even when the answer is lost and it is sent again', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    const queued = await sync.enqueue('comment', { contentId: 1, text: '  hello  ' })
    h.server.loseNextAnswers = 1
    expect((await sync.run()).state).toBe('backoff')
    h.clock.advance(60_000)
    expect(await sync.run()).toMatchObject({ state: 'idle', sent: 1 })
    const posts = writes(h.seen).filter((r) => r.url.pathname === '/v1/comment')
    expect(posts).toHaveLength(2)
    expect(new Set(posts.map((p) => p.headers['idempotency-key']))).toEqual(new Set([queued.ok ? queued.value.opId : '']))
    expect(h.server.postedBy(1)).toEqual(['hello'])
  })

  it('a refused comment becomes a failed one the viewer retries (posted once) or deletes', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('comment', { contentId: 1, text: 'first' })
    await sync.enqueue('comment', { contentId: 1, text: 'second' })
    h.server.refuseNextWrites = 2
    expect(await sync.run()).toMatchObject({ dead: 2 })
    const [a, b] = await listDeadLetters(h.db)
    expect((await retryDeadLetters(h.db, [a!.id])).ok).toBe(true)
    expect((await withdrawComment(h.db, b!.id)).ok).toBe(true)
    await sync.run()
    expect(h.server.postedBy(1)).toEqual(['first'])
    expect(await h.db.outbox.count()).toBe(0)
  })

  it('a comment sent without an answer cannot be withdrawn: it may already be posted', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    const queued = await sync.enqueue('comment', { contentId: 1, text: 'maybe' })
    h.server.loseNextAnswers = 1
    await sync.run()
    expect(await withdrawComment(h.db, queued.ok ? (queued.value.opId ?? '') : '')).toEqual({ ok: true, value: false })
  })

  it.each([
    ['empty', '   '],
    ['over 500 characters', 'x'.repeat(501)],
    ['with a bidi override', 'a\u202Eb'],
  ])('refuses a comment that is %s before it is queued', async (_name, text) => {
    const h = syncHarness()
    await h.login(1)
    const res = await h.context().sync.enqueue('comment', { contentId: 1, text })
    expect(res.ok ? 'ok' : res.failure.type).toBe('BadRequestFailure')
    expect(await h.db.outbox.count()).toBe(0)
  })

  it('a posted comment joins the top of the stored first page; a deleted one leaves it', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await h.db.commentPages.put({ list: '1', page: 1, items: [comment(501, 'seed 1')], fetchedAt: 0 })
    await sync.enqueue('comment', { contentId: 1, text: 'new one' })
    await sync.run()
    const texts = async () => ((await h.db.commentPages.get(['1', 1]))?.items as { text: string }[]).map((c) => c.text)
    expect(await texts()).toEqual(['new one', 'seed 1'])
    await sync.enqueue('commentDelete', { contentId: 1, commentId: 501 })
    await sync.run()
    expect(await texts()).toEqual(['new one'])
  })

  it('a report or delete asked twice while queued is one operation', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync } = h.context()
    await sync.enqueue('commentReport', { contentId: 1, commentId: 502 })
    const again = await sync.enqueue('commentReport', { contentId: 1, commentId: 502 })
    expect(again.ok && again.value.outcome).toBe('unchanged')
    await sync.run()
    expect(writes(h.seen)).toHaveLength(1)
    expect(h.server.comments.find((c) => c.id === 502)?.reporters).toEqual(new Set([1]))
  })
})

import { describe, expect, it } from 'vitest'
import { syncHarness } from '../../tests/helpers/sync-harness'
import { readPendingComments, readRating, withPendingRating } from './social'

const summary = { contentId: 1, average: 4, count: 3, total: 12, mine: 5 }

describe('a pending rating’s effect on the average', () => {
  it('replaces the viewer’s old stars in the total', () => {
    expect(withPendingRating(summary, 2)).toEqual({ average: 3, count: 3, mine: 2 })
  })
  it('a removal takes them out of the count', () => {
    expect(withPendingRating(summary, null)).toEqual({ average: 3.5, count: 2, mine: null })
  })
  it('a first rating joins the count', () => {
    expect(withPendingRating({ ...summary, mine: null }, 1)).toEqual({ average: 3.25, count: 4, mine: 1 })
  })
  it('with nothing pending, the server’s figures; with no ratings, no average', () => {
    expect(withPendingRating(summary, undefined)).toEqual({ average: 4, count: 3, mine: 5 })
    expect(withPendingRating({ ...summary, count: 0, total: 0, average: 0, mine: null }, undefined)).toEqual({
      average: null,
      count: 0,
      mine: null,
    })
  })
})

describe('reading a title’s ratings and pending comments', () => {
  it('shows the viewer’s unsent rating at once, as waiting, then as the server’s answer', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await db.ratings.put({ contentId: 1, data: { ...summary, mine: null }, fetchedAt: 0 })
    await sync.enqueue('rating', { contentId: 1, stars: 1 })
    expect(await readRating(db, 1)).toEqual({ average: 3.25, count: 4, mine: 1, sync: 'waiting' })
    await sync.run()
    expect(await readRating(db, 1)).toEqual({ average: 1, count: 1, mine: 1, sync: 'synced' })
  })

  it('lists the viewer’s unsent comments for the title newest first, failed ones marked', async () => {
    const h = syncHarness()
    await h.login(1)
    const { sync, db } = h.context()
    await sync.enqueue('comment', { contentId: 1, text: 'old' })
    h.server.refuseNextWrites = 1
    await sync.run()
    h.clock.advance(1000)
    await sync.enqueue('comment', { contentId: 1, text: 'new' })
    await sync.enqueue('comment', { contentId: 2, text: 'elsewhere' })
    await sync.enqueue('commentDelete', { contentId: 1, commentId: 501 })
    const pending = await readPendingComments(db, 1)
    expect(pending.comments.map((c) => [c.text, c.status])).toEqual([
      ['new', 'sending'],
      ['old', 'failed'],
    ])
    expect([...pending.deleting]).toEqual([501])
  })
})

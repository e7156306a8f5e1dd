import { failure } from '../api/failures'
import { describe, expect, it } from 'vitest'
import { dataHarness, fakeCaches, withGlobal } from '../../tests/helpers/data-harness'
import { auth } from '../../tests/helpers/test-db'
import { STORAGE_SILENT, endSession, logout, signIn, storageDidNotAnswer, updateStoredUser } from './account'
import { readCurrentUser, readSessionRow } from './session-store'
import { recall, remember } from './remembered'
import type { AppDb } from './db'

async function fillEverything(db: AppDb, at: number) {
  const page = { list: 'me', page: 1, items: [], fetchedAt: at }
  await db.favoritePages.put(page)
  await db.historyPages.put(page)
  await db.notificationPages.put(page)
  await db.categoryPages.put({ ...page, list: '1:section' })
  await db.searchPages.put({ ...page, list: 'love' })
  await db.home.put({ key: 'home', data: {}, fetchedAt: at })
  await db.content.put({ id: 1, data: {}, fetchedAt: at })
  const state = { page: 2, hasMore: true, status: 'ready' as const, failure: null, statusAt: at, gen: 1, touchedAt: at }
  await db.listState.bulkPut([
    { key: 'favorites:me', scope: 'user', ...state },
    { key: 'category:1:section', scope: 'catalogue', ...state },
  ])
  await db.favoriteState.put({ contentId: 1, server: true, at })
  await db.recentSearches.put({ key: 'love', query: 'Love', at })
  await db.meta.bulkPut([
    { key: 'fetched:favorites:me:1', scope: 'user', value: at, at },
    { key: 'fetched:home', scope: 'catalogue', value: at, at },
    { key: 'fetched:search:love:1', scope: 'catalogue', value: at, at },
    { key: 'fetched:category:1:section:1', scope: 'catalogue', value: at, at },
  ])
  await db.docs.put({ key: 'article:faq:my', data: {}, fetchedAt: at })
  await db.commentPages.put({ ...page, list: '1' })
  await db.ratings.put({ contentId: 1, data: {}, fetchedAt: at })
  const op = { kind: 'favorite', contentId: 1, wanted: true }
  const row = { itemKey: 'fav:1', op, status: 'queued' as const, attempted: false, createdAt: at, updatedAt: at, failure: null }
  await db.outbox.bulkAdd([
    { ...row, id: 'mine', userId: 1 },
    { ...row, id: 'theirs', userId: 2 },
  ])
}

async function userRowCount(db: AppDb) {
  return {
    pages: (await db.favoritePages.count()) + (await db.historyPages.count()) + (await db.notificationPages.count()),
    userListStates: await db.listState.where('scope').equals('user').count(),
    favoriteStates: await db.favoriteState.count(),
    recentSearches: await db.recentSearches.count(),
    userMeta: await db.meta.where('scope').equals('user').count(),
  }
}

const NONE = { pages: 0, userListStates: 0, favoriteStates: 0, recentSearches: 0, userMeta: 0 }

describe('who owns which rows', () => {
  it('logout removes every user row, the session and this user’s unsent operations, keeps the catalogue, then purges the API caches', async () => {
    const h = dataHarness()
    await h.login(1)
    await fillEverything(h.db, h.clock.now())
    const { caches, deleted } = fakeCaches(['api-catalogue', 'api-user', 'images', 'workbox-precache'])
    await withGlobal('caches', caches, async () => {
      expect(await logout(h.db)).toEqual({ ok: true, value: true })
    })
    expect(await userRowCount(h.db)).toEqual(NONE)
    expect(await readSessionRow(h.db)).toBeNull()
    expect((await h.db.outbox.toArray()).map((r) => r.id)).toEqual(['theirs'])
    expect([await h.db.home.count(), await h.db.content.count(), await h.db.docs.count()]).toEqual([1, 1, 1])
    expect(await h.db.meta.get('fetched:home')).toBeDefined()
    expect(deleted.sort()).toEqual(['api-catalogue', 'api-user'])
  })

  /** What the next person on the device could read back of where the last viewer went. */
  async function trail(db: AppDb) {
    return {
      searchPages: await db.searchPages.count(),
      categoryPages: await db.categoryPages.count(),
      listStates: await db.listState.count(),
      fetchTimes: (await db.meta.where('key').startsWithAnyOf(['fetched:search:', 'fetched:category:']).primaryKeys()).length,
      // A title's comments and ratings as seen mark which are this viewer's own.
      commentPages: await db.commentPages.count(),
      ratings: await db.ratings.count(),
    }
  }
  const NO_TRAIL = { searchPages: 0, categoryPages: 0, listStates: 0, fetchTimes: 0, commentPages: 0, ratings: 0 }

  it("the next person on the device cannot read the last viewer's searches and lists back after logout", async () => {
    const h = dataHarness()
    await h.login(1)
    await fillEverything(h.db, h.clock.now())
    await logout(h.db)
    expect(await trail(h.db)).toEqual(NO_TRAIL)
  })

  it("another user logging in cannot read the last viewer's searches and lists back", async () => {
    const h = dataHarness()
    await h.login(1)
    await fillEverything(h.db, h.clock.now())
    await signIn(h.db, auth(2))
    expect(await trail(h.db)).toEqual(NO_TRAIL)
  })

  it('an ended session (refresh refused, 511) removes the user rows but keeps the operations, paused', async () => {
    const h = dataHarness()
    await h.login(1)
    await fillEverything(h.db, h.clock.now())
    const current = await readSessionRow(h.db)
    expect(await endSession(h.db, { sid: current?.sid ?? '', discardOutbox: false })).toBe(true)
    expect(await userRowCount(h.db)).toEqual(NONE)
    expect(await h.db.outbox.count()).toBe(2)
  })

  it('a session another device displaced leaves a notice that outlives the wipe, and only then; the next login answers it', async () => {
    const h = dataHarness()
    await h.login(1)
    const first = await readSessionRow(h.db)
    expect(await endSession(h.db, { sid: first?.sid ?? '', discardOutbox: false, reason: 'expired' })).toBe(true)
    expect(await h.db.meta.get('session:displaced')).toBeUndefined()

    await h.login(1)
    const second = await readSessionRow(h.db)
    expect(await endSession(h.db, { sid: second?.sid ?? '', discardOutbox: false, reason: 'displaced' })).toBe(true)
    expect((await h.db.meta.get('session:displaced'))?.value).toBe(true)
    expect(await userRowCount(h.db)).toEqual(NONE)

    await signIn(h.db, auth(1))
    expect(await h.db.meta.get('session:displaced')).toBeUndefined()
  })

  it('does not end a newer login when an old one’s answer arrives late', async () => {
    const h = dataHarness()
    await h.login(1)
    expect(await endSession(h.db, { sid: 'an-older-login', discardOutbox: false })).toBe(false)
    expect(await readSessionRow(h.db)).not.toBeNull()
  })

  it('a different user logging in starts from clean user tables; the same user keeps them', async () => {
    const h = dataHarness()
    await h.login(1)
    await fillEverything(h.db, h.clock.now())
    expect(await signIn(h.db, auth(1, 2))).toEqual({ ok: true, value: { userChanged: false } })
    expect((await userRowCount(h.db)).favoriteStates).toBe(1)
    expect(await signIn(h.db, auth(2))).toEqual({ ok: true, value: { userChanged: true } })
    expect(await userRowCount(h.db)).toEqual(NONE)
    expect(await h.db.outbox.count()).toBe(2)
    expect(await readCurrentUser(h.db)).toEqual(auth(2).userInfo)
  })

  it("forgets what the screens remembered when the session ends or another viewer logs in, so no first frame shows the last viewer's lists", async () => {
    const h = dataHarness()
    await h.login(1)
    remember(h.db, 'favorites', ['a title of viewer 1'])
    await signIn(h.db, auth(1, 2))
    expect(recall(h.db, 'favorites')).toEqual(['a title of viewer 1'])
    await signIn(h.db, auth(2))
    expect(recall(h.db, 'favorites')).toBeUndefined()
    remember(h.db, 'favorites', ['a title of viewer 2'])
    await endSession(h.db, { discardOutbox: false, reason: 'expired' })
    expect(recall(h.db, 'favorites')).toBeUndefined()
  })

  it('gives each login its own id, kept across token refreshes', async () => {
    const h = dataHarness()
    await h.login(1)
    const first = await readSessionRow(h.db)
    await h.sessions.saveTokens(first?.sid ?? '', { accessToken: 'new-a', refreshToken: 'new-r' })
    expect(await readSessionRow(h.db)).toMatchObject({ sid: first?.sid, accessToken: 'new-a' })
    await h.login(1)
    expect((await readSessionRow(h.db))?.sid).not.toBe(first?.sid)
  })

  it('keeps the stored name in step with a profile rename', async () => {
    const h = dataHarness()
    await h.login(1)
    await updateStoredUser(h.db, { id: 1, name: 'Ma Ma', phone: '959420000001' })
    expect(await readCurrentUser(h.db)).toEqual({ id: 1, name: 'Ma Ma', phone: '959420000001' })
  })
})

describe('a login on storage that does not answer', () => {
  it('ends as a StorageFailure instead of leaving the viewer waiting for ever', async () => {
    const h = dataHarness()
    // Another context holds the session's stores: the transaction is never granted.
    const stuck = Object.assign(Object.create(h.db) as AppDb, { transaction: () => new Promise(() => undefined) })
    const result = await signIn(stuck, auth(1), { timeoutMs: 5 })
    expect(result.ok ? null : result.failure).toMatchObject({ type: 'StorageFailure', message: STORAGE_SILENT })
    expect(result.ok || storageDidNotAnswer(result.failure)).toBe(true)
  })

  it('is told apart from a full disk, which is a storage failure of another kind', () => {
    expect(storageDidNotAnswer(failure('StorageFailure', 'The storage of this device is full'))).toBe(false)
    expect(storageDidNotAnswer(failure('StorageFailure'))).toBe(false)
  })

  it('keeps a login that storage saves in time', async () => {
    const h = dataHarness()
    expect(await signIn(h.db, auth(1), { timeoutMs: 60_000 })).toEqual({ ok: true, value: { userChanged: false } })
    expect((await readSessionRow(h.db))?.userId).toBe(1)
  })
})

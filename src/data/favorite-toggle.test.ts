import { describe, expect, it } from 'vitest'
import { syncHarness } from '../../tests/helpers/sync-harness'
import { toggleFavorite } from './favorite-toggle'
import { createSyncEngine } from './sync/engine'

describe('favorite toggle', () => {
  it('online: flips only once the server accepted (synced)', async () => {
    const h = syncHarness()
    await h.login(1)
    const ctx = h.context()
    expect(await toggleFavorite(ctx, { contentId: 3, wanted: true })).toEqual({ ok: true, value: { isFavorite: true, sync: 'synced' } })
    expect(h.server.favoritesOf(1)).toEqual([3])
  })

  it('unreachable server: shows the change at once, marked waiting', async () => {
    const h = syncHarness()
    await h.login(1)
    const ctx = h.context()
    h.server.online = false
    const sync = createSyncEngine({ db: h.db, api: ctx.api, locks: ctx.locks, now: h.clock.now, autoRun: false })
    expect(await toggleFavorite({ db: h.db, sync }, { contentId: 3, wanted: true })).toEqual({
      ok: true,
      value: { isFavorite: true, sync: 'waiting' },
    })
  })
})

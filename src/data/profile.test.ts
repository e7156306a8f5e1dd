import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { logout } from './account'
import { readProfile, refreshProfile } from './profile'
import { readCurrentUser } from './session-store'

const profile = (id: number, name = `User ${id}`) => ({
  userInfo: { id, name, phone: `95942000000${id}` },
  subscription: {
    isPremiumUser: true,
    mainBalance: 30,
    mainExpDate: '2025-02-01T00:00:00.000Z',
    redeemBalance: 0,
    subscriptions: [{ provider: 'mpt', account: '959421234567' }],
  },
})

describe('stored profile', () => {
  it('is stored for the logged-in viewer, renames the session, and renders without the network', async () => {
    const h = dataHarness(() => Response.json(profile(1, 'Renamed')))
    await h.login(1)
    const answer = await refreshProfile(h.deps)
    expect(answer.ok).toBe(true)
    h.setRoute(() => {
      throw new TypeError('offline')
    })
    const stored = await readProfile(h.db)
    expect(stored?.data.subscription.isPremiumUser).toBe(true)
    expect((await readCurrentUser(h.db))?.name).toBe('Renamed')
  })

  it('goes with logout and is never shown to another user', async () => {
    const h = dataHarness(() => Response.json(profile(1)))
    await h.login(1)
    await refreshProfile(h.deps)
    await h.login(2)
    expect(await readProfile(h.db)).toBeNull()
    await h.login(1)
    await refreshProfile(h.deps)
    await logout(h.db)
    expect(await readProfile(h.db)).toBeNull()
    expect(await h.db.meta.where('scope').equals('user').count()).toBe(0)
  })

  it('reports not logged in as a PermissionFailure without asking the server, and stores nothing', async () => {
    const h = dataHarness(() => Response.json(profile(1)))
    const answer = await refreshProfile(h.deps)
    expect(answer.ok ? null : answer.failure.type).toBe('PermissionFailure')
    expect(h.seen).toHaveLength(0)
    expect(await h.db.meta.get('profile')).toBeUndefined()
  })

  it('passes on the server’s 403 for a logged-in viewer', async () => {
    const h = dataHarness(() => Response.json({ statusCode: 403, message: 'Permission denied' }, { status: 403 }))
    await h.login(1)
    const answer = await refreshProfile(h.deps)
    expect(answer.ok ? null : answer.failure.type).toBe('PermissionFailure')
    expect(await h.db.meta.get('profile')).toBeUndefined()
  })
})

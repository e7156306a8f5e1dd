import { describe, expect, it } from 'vitest'
import { dataHarness } from '../../tests/helpers/data-harness'
import { json } from '../../tests/helpers/fake-fetch'
import { SAMPLE } from '../../tests/helpers/samples'
import { logout } from './account'
import { readPremium, refreshPremium } from './entitlement'

const profile = (id: number, isPremiumUser: boolean) => ({
  ...SAMPLE.profile,
  userInfo: { ...SAMPLE.profile.userInfo, id },
  subscription: { ...SAMPLE.profile.subscription, isPremiumUser },
})

describe('premium flag for entitlement', () => {
  it('is false logged out and unknown for a login whose profile was never fetched', async () => {
    const h = dataHarness()
    expect(await readPremium(h.db)).toBe(false)
    await h.login(7)
    expect(await readPremium(h.db)).toBeNull()
  })

  it('follows the fetched profile, and goes with the logout', async () => {
    const h = dataHarness(() => json(profile(7, true)))
    await h.login(7)
    expect((await refreshPremium(h.deps)).ok).toBe(true)
    expect(await readPremium(h.db)).toBe(true)
    await logout(h.db)
    expect(await readPremium(h.db)).toBe(false)
  })

  it('ignores a profile that belongs to someone other than the stored login', async () => {
    const h = dataHarness(() => json(profile(8, true)))
    await h.login(7)
    await refreshPremium(h.deps)
    expect(await readPremium(h.db)).toBeNull()
  })
})

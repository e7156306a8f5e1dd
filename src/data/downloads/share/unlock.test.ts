import { describe, expect, it } from 'vitest'
import { shareHarness } from '../../../../tests/helpers/share-harness'
import { keyFor } from '../keys'
import { sweepDownloads } from '../lifecycle'
import { DAY_MS } from '../rows'
import { importPackage } from './import'
import { keepDescriptorKey } from './descriptor'
import { unlockReceived } from './unlock'

async function received(episodes: Record<number, { segments: number; paid?: boolean }> = { 11: { segments: 3 } }) {
  const t = await shareHarness(episodes)
  await t.h.login(2)
  const deps = t.context()
  await keepDescriptorKey(deps)
  for (const id of Object.keys(episodes)) expect((await importPackage(deps, await t.makePackage(Number(id)))).ok).toBe(true)
  return { t, deps }
}

describe('unlocking an episode that was sent', () => {
  it('a licence of the receiver’s own makes it a completed download whose key plays', async () => {
    const { t, deps } = await received()
    expect(await keyFor(t.db, 11, 2, t.h.clock.now())).toBeNull()
    expect(await unlockReceived(deps)).toEqual({ unlocked: [11], refused: [] })
    const row = await t.db.downloads.get(11)
    expect(row).toMatchObject({ state: 'completed', problem: null })
    expect(t.server.licenses.get(row?.licenseId ?? '')).toMatchObject({ userId: 2, episodeId: 11, released: false })
    expect(await keyFor(t.db, 11, 2, t.h.clock.now())).toHaveLength(16)
  })

  it('offline it waits locked, asks nothing, and unlocks on the next round online', async () => {
    const { t, deps } = await received()
    t.server.online = false
    const before = t.h.seen.length
    expect(await unlockReceived(deps)).toEqual({ unlocked: [], refused: [] })
    expect(t.h.seen.length).toBe(before)
    expect((await t.db.downloads.get(11))?.state).toBe('locked')
    t.server.online = true
    expect((await unlockReceived(deps)).unlocked).toEqual([11])
  })

  it('a paid episode without a subscription is refused with a reason, kept 7 days, then deleted', async () => {
    const { t, deps } = await received({ 11: { segments: 3, paid: true } })
    expect(await unlockReceived(deps)).toEqual({ unlocked: [], refused: [11] })
    expect(await t.db.downloads.get(11)).toMatchObject({ state: 'expired', problem: { kind: 'not-entitled' } })
    expect(await keyFor(t.db, 11, 2, t.h.clock.now())).toBeNull()
    t.h.clock.advance(7 * DAY_MS + 1)
    await sweepDownloads(deps)
    expect(await t.db.downloads.get(11)).toBeUndefined()
    expect(t.caches.paths()).toEqual([])
  })

  it('subscribing within the 7 days unlocks it', async () => {
    const { t, deps } = await received({ 11: { segments: 3, paid: true } })
    await unlockReceived(deps)
    t.server.subscribed.add(2)
    expect((await unlockReceived(deps)).unlocked).toEqual([11])
    expect((await t.db.downloads.get(11))?.state).toBe('completed')
  })

  it('at the licence limit it stays locked and says why', async () => {
    const { t, deps } = await received()
    t.server.licenseLimit = 0
    await unlockReceived(deps)
    expect(await t.db.downloads.get(11)).toMatchObject({ state: 'locked', problem: { kind: 'license-limit' } })
  })

  it('another viewer’s received episode is not unlocked for the one logged in', async () => {
    const { t, deps } = await received()
    await t.h.login(3)
    expect(await unlockReceived(deps)).toEqual({ unlocked: [], refused: [] })
    expect((await t.db.downloads.get(11))?.state).toBe('locked')
  })
})

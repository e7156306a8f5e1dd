import { describe, expect, it } from 'vitest'
import { mintGrant, verifyGrant } from './media-grant.ts'

const key = Buffer.alloc(32, 7)
const NOW = Date.parse('2025-01-01T00:00:00Z')
const DAY_S = 86_400

describe('media grants', () => {
  it('verifies a grant for its own episode until it expires', () => {
    const grant = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 60 })
    expect(verifyGrant(key, grant, 201, NOW)).toEqual({ ok: true, grant: { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 60 } })
    expect(verifyGrant(key, grant, 201, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyGrant(key, grant, 200, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyGrant(Buffer.alloc(32, 8), grant, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('lets a download licence mint a longer-lived grant for the same episode', () => {
    const licence = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 30 * DAY_S })
    expect(verifyGrant(key, licence, 201, NOW + 29 * DAY_S * 1000).ok).toBe(true)
    expect(verifyGrant(key, licence, 201, NOW + 30 * DAY_S * 1000).ok).toBe(false)
  })

  it('a grant whose expiry was pushed back is refused as forged, not believed until it is checked', () => {
    const grant = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 - 1 })
    const [user, , sig] = grant.split('.')
    expect(verifyGrant(key, `${user}.${NOW / 1000 + DAY_S}.${sig}`, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it.each(['', '1.2', '0.1.x', `1.1.${'A'.repeat(42)}`, `01.1.${'A'.repeat(43)}`, `1.1.${'A'.repeat(43)}/`, `1.1.${'+'.repeat(43)}`])('refuses the malformed grant %j', (g) => {
    expect(verifyGrant(key, g, 201, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})

import { describe, expect, it } from 'vitest'
import { mintGrant, verifyGrant, type GrantBinding } from './media-grant.ts'

const key = Buffer.alloc(32, 7)
const NOW = Date.parse('2025-01-01T00:00:00Z')
const DAY_S = 86_400
const SESSION: GrantBinding = { kind: 'session', seq: 12 }
const LICENCE: GrantBinding = { kind: 'license', id: 'Ab-_cdefghijklmnopqrst' }

describe('media grants', () => {
  it('verifies a grant for its own episode until it expires', () => {
    const grant = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 60, binding: SESSION })
    expect(verifyGrant(key, grant, 201, NOW)).toEqual({
      ok: true,
      grant: { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 60, binding: SESSION },
    })
    expect(verifyGrant(key, grant, 201, NOW + 60_000)).toEqual({ ok: false, reason: 'expired' })
    expect(verifyGrant(key, grant, 200, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyGrant(Buffer.alloc(32, 8), grant, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('lets a download licence mint a longer-lived grant for the same episode, bound to the licence', () => {
    const licence = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 30 * DAY_S, binding: LICENCE })
    expect(licence.startsWith(`d${LICENCE.kind === 'license' ? LICENCE.id : ''}.`)).toBe(true)
    expect(verifyGrant(key, licence, 201, NOW + 29 * DAY_S * 1000)).toMatchObject({ ok: true, grant: { binding: LICENCE } })
    expect(verifyGrant(key, licence, 201, NOW + 30 * DAY_S * 1000).ok).toBe(false)
  })

  it('a grant whose expiry was pushed back is refused as forged, not believed until it is checked', () => {
    const grant = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 - 1, binding: SESSION })
    const [bound, user, , sig] = grant.split('.')
    expect(verifyGrant(key, `${bound}.${user}.${NOW / 1000 + DAY_S}.${sig}`, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('a grant moved to another session or licence is refused as forged', () => {
    const grant = mintGrant(key, { userId: 5, episodeId: 201, expiresAtS: NOW / 1000 + 60, binding: SESSION })
    const rest = grant.slice(grant.indexOf('.'))
    expect(verifyGrant(key, `s13${rest}`, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyGrant(key, `d${'A'.repeat(22)}${rest}`, 201, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('a grant stays one path segment the app accepts', () => {
    for (const binding of [SESSION, LICENCE, { kind: 'session', seq: Number.MAX_SAFE_INTEGER } as GrantBinding]) {
      expect(mintGrant(key, { userId: 9_999_999_999, episodeId: 201, expiresAtS: 99_999_999_999, binding })).toMatch(
        /^[A-Za-z0-9_.~-]{1,512}$/,
      )
    }
  })

  it.each([
    '',
    '1.2',
    '0.1.x',
    `1.1.${'A'.repeat(43)}`,
    `s1.1.1.${'A'.repeat(42)}`,
    `s01.1.1.${'A'.repeat(43)}`,
    `s1.01.1.${'A'.repeat(43)}`,
    `d${'A'.repeat(21)}.1.1.${'A'.repeat(43)}`,
    `x1.1.1.${'A'.repeat(43)}`,
    `s1.1.1.${'A'.repeat(43)}/`,
    `s1.1.1.${'+'.repeat(43)}`,
  ])('refuses the malformed grant %j', (g) => {
    expect(verifyGrant(key, g, 201, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})

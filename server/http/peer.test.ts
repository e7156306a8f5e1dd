import { describe, expect, it } from 'vitest'
import { cidrMatcher, LOOPBACK_CIDRS, parseCidrList } from './peer.ts'

describe('HE_TRUSTED_PROXIES', () => {
  it('reads a comma-separated list, `none`, or nothing (the default)', () => {
    expect(parseCidrList(' 10.0.0.0/8, 2001:db8::/32 ,')).toEqual(['10.0.0.0/8', '2001:db8::/32'])
    expect(parseCidrList('none')).toEqual([])
    expect(parseCidrList('')).toBeUndefined()
    expect(parseCidrList(undefined)).toBeUndefined()
  })

  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['::2', false],
    ['::ffff:10.0.0.1', false],
    ['', false],
    ['localhost', false],
  ])('loopback by default: %j → %s', (address, trusted) => {
    expect(cidrMatcher(LOOPBACK_CIDRS)(address)).toBe(trusted)
  })

  it('trusts nobody with an empty list, and no request without a socket address', () => {
    expect(cidrMatcher([])('127.0.0.1')).toBe(false)
    expect(cidrMatcher(['0.0.0.0/0'])(null)).toBe(false)
  })
})

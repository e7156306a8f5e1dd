import { BlockList, isIP, isIPv6 } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/** Addresses trusted by default outside production: the machine itself. */
export const LOOPBACK_CIDRS = ['127.0.0.0/8', '::1/128']

/**
 * The address of the socket the request came in on. It is the only client identity the server
 * can verify: X-Forwarded-For and friends are written by whoever sends the request. Null when the
 * request arrived without a socket (an in-process call).
 */
export function peerAddress(c: Context<AppEnv>): string | null {
  const address = c.env?.incoming?.socket?.remoteAddress
  return address && isIP(address) ? address : null
}

/**
 * The caller as the limits see it: the socket's peer address, never a forwarding header, which any
 * client can write. An IPv6 caller is its /64, because one subscriber line holds a whole /64 and
 * could otherwise take a fresh address for every request. Without a socket (in-process calls) every
 * caller is one client.
 */
export function clientKey(c: Context<AppEnv>): string {
  return addressKey(peerAddress(c))
}

/** clientKey for a bare socket address (null or not an address: an in-process caller). */
export function addressKey(raw: string | null | undefined): string {
  if (!raw || !isIP(raw)) return 'local'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw)
  if (mapped?.[1]) return mapped[1]
  if (!isIPv6(raw)) return raw
  return `${expandIPv6(raw).slice(0, 4).join(':')}::/64`
}

function expandIPv6(address: string): string[] {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? []
  const left = head === '' ? [] : head.split(':')
  const right = tail === '' ? [] : tail.split(':')
  const zeros = address.includes('::') ? Array<string>(8 - left.length - right.length).fill('0') : []
  return [...left, ...zeros, ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''))
}

/**
 * Parses a list of CIDRs (`10.0.0.0/8`, `2001:db8::/32`, or a bare address) into a matcher. A
 * dual-stack socket reports an IPv4 peer as `::ffff:a.b.c.d`; Node's BlockList matches that form
 * against IPv4 rules too. Throws on an entry it cannot read, so a typo fails at start-up instead of
 * trusting nobody (or everybody) in silence.
 */
export function cidrMatcher(cidrs: readonly string[]): (address: string | null) => boolean {
  const list = new BlockList()
  for (const entry of cidrs) {
    const [ip = '', bits, extra] = entry.trim().split('/')
    const family = isIP(ip)
    const max = family === 4 ? 32 : 128
    const prefix = bits === undefined ? max : Number(bits)
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(bits ?? String(max)) || prefix > max) {
      throw new Error(`Not a CIDR: "${entry}"`)
    }
    list.addSubnet(ip, prefix, family === 4 ? 'ipv4' : 'ipv6')
  }
  return (address) => {
    const family = address ? isIP(address) : 0
    return family !== 0 && list.check(address as string, family === 4 ? 'ipv4' : 'ipv6')
  }
}

/** `HE_TRUSTED_PROXIES`: comma-separated CIDRs, or `none`; empty or unset means the mode's default. */
export function parseCidrList(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  if (raw.trim().toLowerCase() === 'none') return []
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

import { isIPv6 } from 'node:net'
import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * The caller as the limits see it: the socket's peer address, never a forwarding header, which any
 * client can write. An IPv6 caller is its /64, because one subscriber line holds a whole /64 and
 * could otherwise take a fresh address for every request. Without a socket (in-process calls) every
 * caller is one client.
 */
export function clientKey(c: Context<AppEnv>): string {
  const raw = c.env?.incoming?.socket?.remoteAddress
  if (!raw) return 'local'
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

import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import type { IncomingMessage } from 'node:http'
import type { AppEnv } from './types.ts'
import { clientKey } from './peer.ts'

async function keyOf(remoteAddress: string | undefined, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono<AppEnv>()
  app.get('/', (c) => c.text(clientKey(c)))
  const incoming = { socket: { remoteAddress } } as unknown as IncomingMessage
  return (await app.request('http://localhost/', { headers }, { incoming })).text()
}

describe('clientKey', () => {
  it('is the socket address, whatever forwarding headers say', async () => {
    expect(await keyOf('203.0.113.5', { 'X-Forwarded-For': '10.1.2.3', 'X-Real-IP': '10.1.2.4', Forwarded: 'for=10.1.2.5' })).toBe(
      '203.0.113.5',
    )
  })

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', async () => {
    expect(await keyOf('::ffff:203.0.113.5')).toBe('203.0.113.5')
  })

  it('takes an IPv6 caller as its /64', async () => {
    expect(await keyOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(await keyOf('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(await keyOf('::1')).toBe('0:0:0:0::/64')
  })

  it('is one shared client without a socket', async () => {
    expect(await keyOf(undefined)).toBe('local')
  })
})

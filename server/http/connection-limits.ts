import type { Server } from 'node:http'
import { addressKey } from './peer.ts'

/** How long a client may take to send its headers, and its whole request, before the socket is closed. */
export const REQUEST_TIMEOUT_MS = 30_000
/**
 * Open connections one client (an IPv4 address or an IPv6 /64) may hold. A browser opens at most 6
 * per origin, and a carrier's NAT puts many viewers behind one address, so it leaves room for a crowd.
 */
export const CONNECTIONS_PER_CLIENT = 64

export interface ConnectionLimits {
  requestTimeoutMs: number
  connectionsPerClient: number
}

/** Node's http.Server options for the timeouts: checked often enough for a stalled sender to be cut near its limit. */
export function timeoutOptions(requestTimeoutMs: number) {
  return {
    headersTimeout: requestTimeoutMs,
    requestTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(requestTimeoutMs / 4))),
  }
}

/**
 * Closes a client's connection at once when it already holds `max`: a few slow senders from one
 * address could otherwise hold every socket the server has. Counted per clientKey.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress)
    const held = open.get(key) ?? 0
    if (held >= max) {
      socket.destroy()
      return
    }
    open.set(key, held + 1)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}

import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startServer, type RunningServer } from '../server.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { tempDir } from '../test-support/harness.ts'
import { REQUEST_TIMEOUT_MS, timeoutOptions } from './connection-limits.ts'

let running: RunningServer | null = null
const sockets: Socket[] = []
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy()
  await running?.close()
  running = null
})

const start = (extra: Partial<Parameters<typeof startServer>[0]>) =>
  startServer({ port: 0, dataDir: tempDir(), catalogue: fixtureCatalogue, log: () => {}, staticDir: tempDir('nodist-'), ...extra })

/** A raw connection that records whether the server closed it, and what it answered. */
function open(port: number): Promise<{ socket: Socket; closed: () => boolean; answer: () => string }> {
  return new Promise((resolve, reject) => {
    let closed = false
    let answer = ''
    const socket = connect(port, '127.0.0.1', () => resolve({ socket, closed: () => closed, answer: () => answer }))
    socket.on('data', (d) => (answer += d.toString()))
    socket.on('close', () => (closed = true))
    socket.on('error', () => {})
    socket.once('error', reject)
    sockets.push(socket)
  })
}

describe('slow senders', () => {
  it('a request whose body stalls is cut at the request timeout, not held for 300 s', async () => {
    running = await start({ requestTimeoutMs: 400 })
    const slow = await open(running.port)
    slow.socket.write('POST /v1/auth/send-otp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ph')
    await vi.waitFor(() => expect(slow.closed()).toBe(true), { timeout: 5_000, interval: 50 })
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408/)
  })

  it('a client that never finishes its headers is cut too', async () => {
    running = await start({ requestTimeoutMs: 400 })
    const slow = await open(running.port)
    slow.socket.write('GET /v1/home HTTP/1.1\r\nHost: x\r\nX-Slow: a')
    await vi.waitFor(() => expect(slow.closed()).toBe(true), { timeout: 5_000, interval: 50 })
  })

  it('the default limits are 30 s for headers and for the whole request', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(timeoutOptions(REQUEST_TIMEOUT_MS)).toMatchObject({ headersTimeout: 30_000, requestTimeout: 30_000 })
  })

  it('one address holding its cap of stalled connections gets no more, while the server still answers others', async () => {
    running = await start({ connectionsPerClient: 3 })
    const held = await Promise.all([0, 1, 2].map(() => open(running!.port)))
    for (const h of held) h.socket.write('POST /v1/auth/send-otp HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{')
    const extra = await open(running.port)
    await vi.waitFor(() => expect(extra.closed()).toBe(true), { timeout: 5_000, interval: 50 })
    expect(held.map((h) => h.closed())).toEqual([false, false, false])
    // A stalled sender that lets go frees its place.
    held[0]!.socket.destroy()
    await vi.waitFor(async () => expect((await fetch(`${running!.url}/v1/home`)).status).toBe(200), { timeout: 5_000, interval: 50 })
  })
})

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './server.ts'
import { fixtureCatalogue } from './test-support/fixture-catalogue.ts'
import { tempDir } from './test-support/harness.ts'

const JSON_TYPE = { 'Content-Type': 'application/json' }

let running: RunningServer | null = null
afterEach(async () => {
  await running?.close()
  running = null
})

const start = (dataDir: string, extra: Partial<Parameters<typeof startServer>[0]> = {}) =>
  startServer({
    port: 0,
    dataDir,
    catalogue: fixtureCatalogue,
    log: () => {},
    staticDir: tempDir('nodist-'),
    otpProofPrefix: null,
    ...extra,
  })

describe('startServer', () => {
  it('creates DATA_DIR/app.db in WAL mode, seeds it and listens on a free port', async () => {
    const dataDir = join(tempDir(), 'nested', 'data')
    running = await start(dataDir)
    expect(running.port).toBeGreaterThan(0)
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`)
    expect(existsSync(join(dataDir, 'app.db'))).toBe(true)
    expect(existsSync(join(dataDir, 'app.db-wal'))).toBe(true)
    const home = await fetch(`${running.url}/v1/home`).then((r) => r.json() as Promise<any>)
    expect(home.banners).toHaveLength(2)
  })

  it('keeps data across restarts and seeds only once', async () => {
    const dataDir = tempDir()
    running = await start(dataDir)
    const sent = await fetch(`${running.url}/v1/auth/send-otp`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ phone: '959420000005' }),
    })
    expect(sent.status).toBe(200)
    await running.close()
    // A different catalogue on restart must not be loaded over the existing data.
    running = await start(dataDir, { catalogue: { ...fixtureCatalogue, bannerIds: [3] } })
    const home = await fetch(`${running.url}/v1/home`).then((r) => r.json() as Promise<any>)
    expect(home.banners.map((b: { id: number }) => b.id)).toEqual([1, 2])
    const again = await fetch(`${running.url}/v1/auth/send-otp`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ phone: '959420000005' }),
    })
    expect(again.status).toBe(429)
  })

  it('the OTP limits survive a restart on the same database', async () => {
    const dataDir = tempDir()
    let now = Date.parse('2025-01-01T00:00:00Z')
    const sendOtp = (url: string) =>
      fetch(`${url}/v1/auth/send-otp`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ phone: '959420000005' }) })
    running = await start(dataDir, { now: () => now })
    for (let i = 0; i < 5; i++) {
      expect((await sendOtp(running.url)).status).toBe(200)
      now += 61_000
    }
    await running.close()
    running = await start(dataDir, { now: () => now })
    const refused = await sendOtp(running.url)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60)
  })

  it('resets the connection when resetRate is 1', async () => {
    running = await start(tempDir())
    await fetch(`${running.url}/__dev/faults`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ resetRate: 1 }) })
    await expect(fetch(`${running.url}/v1/home`)).rejects.toThrow()
    await fetch(`${running.url}/__dev/faults`, { method: 'DELETE' })
    expect((await fetch(`${running.url}/v1/home`)).status).toBe(200)
  })

  it('applies the call before resetting when resetPhase is after', async () => {
    running = await start(tempDir())
    await fetch(`${running.url}/__dev/faults`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ resetRate: 1, resetPhase: 'after' }),
    })
    await expect(
      fetch(`${running.url}/v1/auth/send-otp`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ phone: '959420000006' }) }),
    ).rejects.toThrow()
    await fetch(`${running.url}/__dev/faults`, { method: 'DELETE' })
    const code = await fetch(`${running.url}/__dev/otp?phone=959420000006`).then((r) => r.json() as Promise<any>)
    expect(code.code).toMatch(/^\d{6}$/)
  })

  it('hides /__dev in production', async () => {
    running = await start(tempDir(), { production: true })
    expect((await fetch(`${running.url}/__dev/otp?phone=959420000001`)).status).toBe(404)
  })

  it('fails to start on a port already in use', async () => {
    running = await start(tempDir())
    await expect(start(tempDir(), { port: running.port })).rejects.toThrow(/EADDRINUSE/)
  })
})

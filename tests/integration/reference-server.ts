import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/server.ts'

export interface Faults {
  latencyMs?: number
  failRate?: number
  failStatus?: number
  resetRate?: number
  resetPhase?: 'before' | 'after'
}

/**
 * The real reference server on a free port with a temporary data directory and a clock the test
 * can move forward (to expire access tokens mid-replay).
 */
export async function referenceServer(opts: { accessTokenTtlS: number; mediaEpisodeSeconds?: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sync-it-'))
  let offset = 0
  const running = await startServer({
    port: 0,
    dataDir,
    production: false,
    accessTokenTtlS: opts.accessTokenTtlS,
    ...(opts.mediaEpisodeSeconds === undefined ? {} : { mediaEpisodeSeconds: opts.mediaEpisodeSeconds }),
    now: () => Date.now() + offset,
    log: () => undefined,
    // Logging in is scaffolding here; the login proof of work has its own tests.
    otpProofPrefix: null,
  })
  const dev = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${running.url}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as unknown
  }
  return {
    url: running.url,
    /** Moves the server's clock forward. */
    advance(ms: number) {
      offset += ms
    },
    setFaults: (f: Faults) => dev('POST', '/__dev/faults', f),
    clearFaults: () => dev('DELETE', '/__dev/faults'),
    otp: async (phone: string) => ((await dev('GET', `/__dev/otp?phone=${phone}`)) as { code: string }).code,
    async close() {
      await running.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

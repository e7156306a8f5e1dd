/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies read loosely in tests */
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from './server.ts'
import { fixtureCatalogue } from './test-support/fixture-catalogue.ts'
import { tempDir } from './test-support/harness.ts'
import { openDb } from './db/open.ts'
import { loadSeed } from './db/load-seed.ts'
import { peekOtp } from './services/otp.ts'

const JSON_TYPE = { 'Content-Type': 'application/json' }
const DEMO = fixtureCatalogue.demoUsers.find((u) => u.premiumDays > 0)!
const CODE = fixtureCatalogue.redeemCodes[0]!.code

let running: RunningServer | null = null
afterEach(async () => {
  await running?.close()
  running = null
})

function start(dataDir: string, extra: Partial<Parameters<typeof startServer>[0]> = {}) {
  const lines: string[] = []
  const server = startServer({
    port: 0,
    dataDir,
    catalogue: fixtureCatalogue,
    log: (l) => lines.push(l),
    staticDir: tempDir('nodist-'),
    otpProofPrefix: null,
    ...extra,
  })
  return { server, lines }
}

const count = (dataDir: string, sql: string) => {
  const db = openDb(join(dataDir, 'app.db'))
  try {
    return (db.prepare(sql).get() as { n: number }).n
  } finally {
    db.close()
  }
}

/** Logs in over HTTP, reading the code from the database as an SMS reader would. */
async function login(url: string, dataDir: string, phone: string) {
  await fetch(`${url}/v1/auth/send-otp`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ phone }) })
  const db = openDb(join(dataDir, 'app.db'))
  const code = peekOtp(db, phone, 'login', Date.now())
  db.close()
  const res = await fetch(`${url}/v1/auth/verify-otp`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify({ phone, code }) })
  return (await res.json()) as any
}

describe('demo data and production', () => {
  it('a reader of the repository finds no demo account, subscription or redeem code on a production server', async () => {
    const dataDir = tempDir()
    const { server, lines } = start(dataDir, { production: true })
    running = await server
    expect(running.demoData).toBe(false)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM redeem_codes')).toBe(0)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM users')).toBe(0)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM subscriptions')).toBe(0)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM titles')).toBe(fixtureCatalogue.titles.length)
    expect(lines.join('\n')).not.toMatch(/demo/i)
  })

  it('a published redeem code gives a production viewer nothing, and a demo number logs in with no subscription', async () => {
    const dataDir = tempDir()
    running = await start(dataDir, { production: true }).server
    const auth = await login(running.url, dataDir, DEMO.phone)
    expect(auth.isNewUser).toBe(true)
    const redeem = await fetch(`${running.url}/v1/redeem`, {
      method: 'POST',
      headers: { ...JSON_TYPE, Authorization: `Bearer ${auth.token.accessToken}` },
      body: JSON.stringify({ userId: auth.userInfo.id, code: CODE }),
    })
    expect(redeem.status).toBe(400)
    const sub = await fetch(`${running.url}/v1/subscription?userId=${auth.userInfo.id}`, {
      headers: { Authorization: `Bearer ${auth.token.accessToken}` },
    })
    expect(sub.status).toBe(200)
    expect(((await sub.json()) as any).isPremiumUser).toBe(false)
  })

  it('a production database seeded with the demo secrets before loses the unused codes and untouched demo subscriptions', async () => {
    const dataDir = tempDir()
    const db = openDb(join(dataDir, 'app.db'))
    loadSeed(db, fixtureCatalogue, Date.now(), { demo: true })
    db.close()
    const { server, lines } = start(dataDir, { production: true })
    running = await server
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM redeem_codes')).toBe(0)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM subscriptions')).toBe(0)
    expect(count(dataDir, 'SELECT COUNT(*) AS n FROM users WHERE main_exp > 0')).toBe(0)
    expect(lines.join('\n')).toMatch(/Removed the repository's demo secrets: 2 redeem codes/)
  })

  it('outside production, or with DEMO_DATA=1, the demo data is there and the server says so at start-up', async () => {
    const dev = start(tempDir())
    running = await dev.server
    expect(running.demoData).toBe(true)
    expect(dev.lines.join('\n')).toMatch(/Demo data is on \(outside production\)/)
    await running.close()

    const before = process.env.DEMO_DATA
    process.env.DEMO_DATA = '1'
    try {
      const dataDir = tempDir()
      const prod = start(dataDir, { production: true })
      running = await prod.server
      expect(prod.lines.join('\n')).toMatch(/Demo data is on \(DEMO_DATA=1\)/)
      expect(count(dataDir, 'SELECT COUNT(*) AS n FROM redeem_codes')).toBe(fixtureCatalogue.redeemCodes.length)
      expect(count(dataDir, 'SELECT COUNT(*) AS n FROM users')).toBe(fixtureCatalogue.demoUsers.length)
    } finally {
      if (before === undefined) delete process.env.DEMO_DATA
      else process.env.DEMO_DATA = before
    }
  })
})

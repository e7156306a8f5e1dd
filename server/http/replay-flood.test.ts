import { afterEach, describe, expect, it, vi } from 'vitest'
import { join } from 'node:path'
import { openDb } from '../db/open.ts'
import { DAY, HOUR, SEC, T0, makeTestApp, tempDir, type TestApp } from '../test-support/harness.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { startServer, type RunningServer } from '../server.ts'
import { REPLAYS_PER_CALLER, sweepReplays } from './idempotency.ts'

const rows = (t: { db: TestApp['db'] }, scope?: string) =>
  (scope === undefined
    ? t.db.prepare('SELECT COUNT(*) AS n FROM replays').get()
    : t.db.prepare('SELECT COUNT(*) AS n FROM replays WHERE scope = ?').get(scope)) as { n: number }

// Any anonymous POST with a new key stored a row: a 404 is an answer like any other.
const flood = async (t: TestApp, peer: string, n: number, prefix = 'k') => {
  for (let i = 0; i < n; i++) {
    await t.request('POST', '/v1/no-such-call', { peer, headers: { 'Idempotency-Key': `${prefix}${i}` }, body: {} })
  }
}

describe('a flood of new Idempotency-Keys', () => {
  it('an anonymous caller sending 600 new keys keeps at most the per-caller cap of rows', async () => {
    const t = makeTestApp()
    await flood(t, '203.0.113.9', REPLAYS_PER_CALLER + 100)
    expect(rows(t).n).toBe(REPLAYS_PER_CALLER)
  })

  it("a flooder's cap drops its own oldest keys, never another caller's", async () => {
    const t = makeTestApp()
    const { token } = await t.login()
    const headers = { 'Idempotency-Key': 'mine' }
    await t.call('POST', '/v1/favorite', { token: token.accessToken, headers, body: { contentId: 1 } })
    await flood(t, '203.0.113.9', REPLAYS_PER_CALLER + 20)
    const again = await t.call('POST', '/v1/favorite', { token: token.accessToken, headers, body: { contentId: 1 } })
    expect(again.res.headers.get('idempotent-replayed')).toBe('true')
    // The flooder's newest key still replays; its first is gone.
    const newest = await t.request('POST', '/v1/no-such-call', {
      peer: '203.0.113.9',
      headers: { 'Idempotency-Key': `k${REPLAYS_PER_CALLER + 19}` },
      body: {},
    })
    expect(newest.headers.get('idempotent-replayed')).toBe('true')
    expect(t.db.prepare("SELECT 1 FROM replays WHERE key = 'k0'").get()).toBeUndefined()
  })

  it('keys past their 24 h are swept with no further request, and the whole table is capped', async () => {
    const t = makeTestApp()
    await flood(t, '203.0.113.9', 50)
    t.advance(12 * HOUR)
    await flood(t, '203.0.113.10', 30)
    expect(sweepReplays(t.db, t.now() + 12 * HOUR + SEC)).toBe(50)
    expect(rows(t).n).toBe(30)
    expect(sweepReplays(t.db, t.now(), 10)).toBe(20)
    expect(rows(t).n).toBe(10)
  })

  it('the sweep and the per-caller cap read an index, never the whole table', () => {
    const db = openDb(':memory:')
    const plan = (sql: string) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(sql.includes('?') ? [0] : [])) as { detail: string }[]).map((r) => r.detail)
    expect(plan('DELETE FROM replays WHERE created_at <= ?').join()).toMatch(/USING (COVERING )?INDEX replays_created/)
    expect(plan('SELECT rowid FROM replays WHERE scope = ? ORDER BY created_at DESC').join()).toMatch(/INDEX replays_scope/)
    db.close()
  })
})

describe("the server's housekeeping", () => {
  let server: RunningServer | null = null
  afterEach(async () => {
    await server?.close()
    server = null
  })

  it('drops lapsed keys on its schedule while nobody writes', async () => {
    const dataDir = tempDir()
    const db = openDb(join(dataDir, 'app.db'))
    const insert = db.prepare(`INSERT INTO replays (key, scope, method, path, body_hash, status, content_type, body, created_at)
      VALUES (?, 'a:203.0.113.9', 'POST', '/v1/x', '', 404, 'application/json', '{}', ?)`)
    for (let i = 0; i < 20; i++) insert.run(`old${i}`, T0 - 2 * DAY)
    insert.run('fresh', T0)
    db.close()
    server = await startServer({
      port: 0,
      dataDir,
      catalogue: fixtureCatalogue,
      log: () => {},
      staticDir: tempDir('nodist-'),
      now: () => T0,
      housekeepingEveryMs: 20,
    })
    const check = openDb(join(dataDir, 'app.db'))
    await vi.waitFor(() => expect(check.prepare('SELECT key FROM replays').all()).toEqual([{ key: 'fresh' }]), { timeout: 5000 })
    check.close()
  })
})

import { describe, expect, it } from 'vitest'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'

const MONEY_TABLES = ['payments', 'subscriptions', 'redeem_codes', 'users'] as const

/**
 * Records, for each write to the tables that hold what viewers paid for, the synchronous level the
 * connection had when it was made. The level is followed through the connection's pragma calls,
 * starting from what SQLite reports.
 */
function watchDurability(t: TestApp) {
  const names = ['OFF', 'NORMAL', 'FULL', 'EXTRA']
  let level = names[t.db.pragma('synchronous', { simple: true }) as number] ?? '?'
  const pragma = t.db.pragma.bind(t.db)
  t.db.pragma = ((source: string, options?: { simple?: boolean }) => {
    const set = /^\s*synchronous\s*=\s*(\w+)/i.exec(source)
    if (set?.[1]) level = /^\d$/.test(set[1]) ? (names[Number(set[1])] ?? '?') : set[1].toUpperCase()
    return pragma(source, options)
  }) as typeof t.db.pragma
  const writes: string[] = []
  t.db.function('seen_write', (table: unknown) => {
    writes.push(`${String(table)}:${level}`)
    return null
  })
  for (const table of MONEY_TABLES) {
    for (const op of ['INSERT', 'UPDATE']) {
      t.db.exec(`CREATE TEMP TRIGGER watch_${table}_${op} AFTER ${op} ON main.${table} BEGIN SELECT seen_write('${table}'); END`)
    }
  }
  return { writes, level: () => level }
}

describe('a power cut right after a payment, subscription or redeem', () => {
  it('cannot lose an operator payment and the plan it bought: both are written with synchronous=FULL', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000002')
    const watch = watchDurability(t)
    const gen = await t.call('POST', '/v1/payment/mpt/generate-url', {
      token: token.accessToken,
      body: { userId: userInfo.id, planId: 1, transactionId: '1700' },
    })
    const ref = new URL(gen.body.url).searchParams.get('ref') ?? ''
    await t.request('POST', '/operator/mpt/pay', {
      body: new URLSearchParams({ ref, action: 'confirm' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(watch.writes).toEqual(expect.arrayContaining(['payments:FULL', 'subscriptions:FULL', 'users:FULL']))
    expect(watch.writes.filter((w) => !w.endsWith(':FULL'))).toEqual([])
    expect(watch.level()).toBe('NORMAL')
  })

  it('cannot lose a redeemed code: the code and the days it gave are written with synchronous=FULL', async () => {
    const t = makeTestApp()
    const { token, userInfo } = await t.login('959420000002')
    const watch = watchDurability(t)
    const res = await t.call('POST', '/v1/redeem', { token: token.accessToken, body: { userId: userInfo.id, code: 'WELCOME7' } })
    expect(res.status).toBe(200)
    expect(watch.writes).toEqual(['redeem_codes:FULL', 'users:FULL'])
    expect(watch.level()).toBe('NORMAL')
  })

  it('an ordinary write (a favorite) stays at NORMAL, which a process crash does not lose', async () => {
    const t = makeTestApp()
    const { token } = await t.login('959420000002')
    const watch = watchDurability(t)
    await t.call('POST', '/v1/favorite', { token: token.accessToken, body: { contentId: 1 } })
    expect(watch.level()).toBe('NORMAL')
  })
})

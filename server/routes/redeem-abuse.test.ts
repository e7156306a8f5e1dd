import { describe, expect, it } from 'vitest'
import { HOUR, makeTestApp, type TestApp } from '../test-support/harness.ts'

async function user(t: TestApp, phone = '959420000002') {
  const auth = await t.login(phone)
  const id = auth.userInfo.id
  const redeem = (code: string) => t.call('POST', '/v1/redeem', { token: auth.token.accessToken, body: { userId: id, code } })
  return { id, redeem }
}

describe('redeem guessing', () => {
  it('a user guessing codes gets 429 after 5 failures in an hour, even for a real code', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 2 * HOUR } })
    const { redeem } = await user(t)
    for (let i = 0; i < 5; i++) expect((await redeem(`MMS-GUESS-${i}0000`)).status).toBe(400)
    const refused = await redeem('WELCOME7')
    expect(refused.status).toBe(429)
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0)
    t.advance(HOUR)
    expect((await redeem('WELCOME7')).status).toBe(200)
  })

  it('2000 redeem guesses in an hour: 5 are checked, the rest refused', async () => {
    const t = makeTestApp({ config: { accessTokenTtlS: 2 * HOUR } })
    const { redeem } = await user(t)
    let checked = 0
    for (let i = 0; i < 2000; i++) {
      if ((await redeem(`MMS-${String(i).padStart(5, '0')}-GUESS`)).status === 400) checked++
      t.advance(1_500)
    }
    console.log(`[redeem] one user, 2000 guesses in 50 minutes: ${checked} checked`)
    expect(checked).toBe(5)
    // 2000 requests: room for a machine shared with other test runs.
  }, 30_000)

  it('a used code answers exactly like one that never existed', async () => {
    const t = makeTestApp()
    const owner = await user(t)
    expect((await owner.redeem('WELCOME7')).status).toBe(200)
    const other = await user(t, '959420000003')
    const used = await other.redeem('WELCOME7')
    const unknown = await other.redeem('WELCOME8')
    expect(used.status).toBe(400)
    expect(used.body).toEqual(unknown.body)
  })

  it("one user's failed guesses do not lock another user out", async () => {
    const t = makeTestApp()
    const guesser = await user(t)
    for (let i = 0; i < 6; i++) await guesser.redeem(`MMS-GUESS-${i}0000`)
    const other = await user(t, '959420000003')
    expect((await other.redeem('MONTH30')).status).toBe(200)
  })

  it('a success does not count as a failure', async () => {
    const t = makeTestApp()
    const { redeem } = await user(t)
    for (let i = 0; i < 4; i++) await redeem(`MMS-GUESS-${i}0000`)
    expect((await redeem('WELCOME7')).status).toBe(200)
    expect((await redeem('MMS-GUESS-X0000')).status).toBe(400)
    expect((await redeem('MONTH30')).status).toBe(429)
  })
})

import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

// The server's breaker trips after three codes a minute from devices it does not know: the browser's
// own first login is one of them.
test.use({ serverEnv: { OTP_SENDS_PER_MINUTE: '3' } })

const msisdnOf = (local: string) => `959${local.slice(2)}`

/** A stranger's send from outside the browser: no known-device mark, a proof of work paid. */
async function strangerSend(url: string, phone: string): Promise<number> {
  const challenge = (await (await fetch(`${url}/v1/auth/otp-challenge`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  const res = await fetch(`${url}/v1/auth/send-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone, proof }),
  })
  return res.status
}

test("strangers flooding the server's code breaker do not stop the code of a browser that logged in with the number", async ({
  page,
  server,
}) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.free)
  // Two strangers use up the rest of the minute; a third is refused.
  expect(await strangerSend(server.url, '959250000001')).toBe(200)
  expect(await strangerSend(server.url, '959250000002')).toBe(200)
  expect(await strangerSend(server.url, '959250000003')).toBe(429)
  // The browser sends its HttpOnly mark by itself, and asks with no proof of work.
  const status = await page.evaluate(async (phone) => {
    const res = await fetch('/v1/auth/send-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    })
    return res.status
  }, msisdnOf(DEMO.free))
  expect(status).toBe(200)
  expect(await page.evaluate(() => document.cookie)).not.toContain('kd_')
})

import { describe, expect, it } from 'vitest'
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { errorJson, json } from '../../../tests/helpers/fake-fetch'
import { PROOF_REQUIRED_MESSAGE } from '../../api/proof-of-work'
import { sendLoginOtp } from './actions'

const SECRET = 'test-secret'
const PHONE = '959420000009'

/** A server that asks this device for a proof of work, checks it with ALTCHA's verifier, and spends it once. */
function serverAskingForWork() {
  const spent = new Set<string>()
  let sent = 0
  const h = dataHarness(async (req) => {
    if (req.url.pathname === '/v1/auth/otp-challenge') {
      return json(await createChallenge({ algorithm: 'SHA-256', cost: 1, keyPrefix: '00', deriveKey, hmacSignatureSecret: SECRET }))
    }
    if (req.url.pathname === '/v1/auth/send-otp') {
      const body = req.body as { phone: string; proof?: string }
      if (body.proof === undefined) return errorJson(400, PROOF_REQUIRED_MESSAGE)
      const { challenge, solution } = JSON.parse(atob(body.proof)) as { challenge: Challenge; solution: Solution }
      const check = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: SECRET })
      if (!check.verified || spent.has(challenge.parameters.nonce))
        return errorJson(400, 'The proof of work is invalid or was already used')
      spent.add(challenge.parameters.nonce)
      sent++
      return json({ success: true, message: 'OTP sent' })
    }
    return errorJson(404, 'Not Found')
  })
  return { h, sent: () => sent }
}

describe('asking for a login code from a device the server does not know', () => {
  it('solves the challenge the server hands out and asks again with the proof, which the server accepts', async () => {
    const { h, sent } = serverAskingForWork()
    const result = await sendLoginOtp(h, PHONE)
    expect(result.ok).toBe(true)
    expect(sent()).toBe(1)
    expect(h.seen.map((r) => r.url.pathname)).toEqual(['/v1/auth/send-otp', '/v1/auth/otp-challenge', '/v1/auth/send-otp'])
  })

  it('a known device, asked for no proof, does no work and makes one call', async () => {
    const h = dataHarness(() => json({ success: true, message: 'OTP sent' }))
    expect((await sendLoginOtp(h, PHONE)).ok).toBe(true)
    expect(h.seen.map((r) => r.url.pathname)).toEqual(['/v1/auth/send-otp'])
  })

  it('a limit or any other refusal is passed on as it is, with no challenge asked for', async () => {
    const h = dataHarness(() => errorJson(429, 'Too many OTP requests; please try again later', { 'Retry-After': '600' }))
    const result = await sendLoginOtp(h, PHONE)
    expect(result.ok ? null : result.failure.type).toBe('TooManyRequestsFailure')
    expect(h.seen).toHaveLength(1)
  })
})

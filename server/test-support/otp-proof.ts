import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { TestApp } from './harness.ts'
import { callFrom } from './clients.ts'

/** Asks for a challenge as `address` and solves it as a browser would; the base64 proof to send. */
export async function solvedProof(t: TestApp, address: string): Promise<string> {
  const res = await callFrom<Challenge>(t, address, 'GET', '/v1/auth/otp-challenge')
  if (res.status !== 200) throw new Error(`otp-challenge answered ${res.status}`)
  const solution = await solveChallenge({ challenge: res.body, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64')
}

/** The `name=value` pairs a response set, ready for a Cookie header. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

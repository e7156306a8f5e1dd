import { failure, type Failure } from './failures'
import { fail, ok, type Result } from './result'

/** What the server answers (400) when a login code asked from this device must first be paid for with work. */
export const PROOF_REQUIRED_MESSAGE = 'A proof of work is required to send a code from this device'

// The schema sits apart: the API client (in start-up and the worker) needs it, not the solver.
export { OtpChallengeSchema, type OtpChallenge } from './schemas/otp-challenge'
import type { OtpChallenge } from './schemas/otp-challenge'

export const asksForProof = (f: Failure) => f.type === 'BadRequestFailure' && f.message === PROOF_REQUIRED_MESSAGE

/**
 * Solves a challenge (a fraction of a second on a phone) and returns the proof to send with the code
 * request: base64 JSON of the challenge and its solution. The solver loads only when a proof is asked for.
 */
export async function solveOtpChallenge(challenge: OtpChallenge): Promise<Result<string>> {
  try {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')])
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 })
    if (!solution) return fail(failure('TimeoutFailure'))
    const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
    return ok(btoa(json))
  } catch {
    return fail(failure('UnknownNetworkFailure'))
  }
}

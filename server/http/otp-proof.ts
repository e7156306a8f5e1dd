import type { Database } from 'better-sqlite3'
import * as v from 'valibot'
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { AppContext } from './types.ts'
import { HttpError } from './errors.ts'
import { storedSecret } from '../services/server-secret.ts'

/** A challenge is good for this long after it is handed out, and once. */
export const PROOF_TTL_MS = 5 * 60_000
export const PROOF_REQUIRED = 'A proof of work is required to send a code from this device'
export const PROOF_INVALID = 'The proof of work is invalid or was already used'

const secretOf = (db: Database) => storedSecret(db, 'otp_proof_secret')

/**
 * An ALTCHA challenge (SHA-256, `otpProofPrefix` leading hex zeros): a moment of a phone's time, and
 * the same for every code a flooder asks for. Its expiry rides in the signed data,
 * on the server's clock.
 */
export async function otpChallenge(ctx: AppContext, prefix: string): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    keyPrefix: prefix,
    deriveKey,
    hmacSignatureSecret: secretOf(ctx.db),
    data: { use: 'otp-send', exp: ctx.now() + PROOF_TTL_MS },
  })
}

const Proof = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal('SHA-256'),
      nonce: v.pipe(v.string(), v.maxLength(200)),
      salt: v.pipe(v.string(), v.maxLength(200)),
      cost: v.literal(1),
      keyLength: v.number(),
      keyPrefix: v.pipe(v.string(), v.maxLength(64)),
      data: v.object({ use: v.literal('otp-send'), exp: v.number() }),
    }),
    signature: v.pipe(v.string(), v.maxLength(200)),
  }),
  solution: v.object({ counter: v.pipe(v.number(), v.integer(), v.minValue(0)), derivedKey: v.pipe(v.string(), v.maxLength(200)) }),
})

/**
 * Checks a solved challenge (base64 JSON of `{ challenge, solution }`) and spends it: the same proof
 * never pays for a second code. Throws 400 when it is missing, forged, too easy, expired or spent.
 */
export async function spendOtpProof(ctx: AppContext, raw: string | undefined, prefix: string): Promise<void> {
  if (raw === undefined) throw new HttpError(400, PROOF_REQUIRED)
  let decoded: unknown
  try {
    decoded = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'))
  } catch {
    throw new HttpError(400, PROOF_INVALID)
  }
  const parsed = v.safeParse(Proof, decoded)
  if (!parsed.success) throw new HttpError(400, PROOF_INVALID)
  const { challenge, solution } = parsed.output
  const now = ctx.now()
  if (challenge.parameters.keyPrefix !== prefix || challenge.parameters.data.exp <= now) throw new HttpError(400, PROOF_INVALID)
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secretOf(ctx.db),
  })
  if (!result.verified) throw new HttpError(400, PROOF_INVALID)
  const spent = ctx.db
    .prepare('INSERT OR IGNORE INTO spent_proofs (nonce, expires_at) VALUES (?, ?)')
    .run(challenge.parameters.nonce, challenge.parameters.data.exp)
  if (spent.changes === 0) throw new HttpError(400, PROOF_INVALID)
}

/** Spent proofs are kept only until they would have expired anyway. */
export function sweepSpentProofs(db: Database, now: number): void {
  db.prepare('DELETE FROM spent_proofs WHERE expires_at <= ?').run(now)
}

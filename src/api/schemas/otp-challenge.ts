import * as v from 'valibot'

/** The server's ALTCHA challenge (GET /v1/auth/otp-challenge), kept whole: it is signed as sent. */
export const OtpChallengeSchema = v.object({
  parameters: v.looseObject({
    algorithm: v.literal('SHA-256'),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,8}$/)),
  }),
  signature: v.string(),
})
export type OtpChallenge = v.InferOutput<typeof OtpChallengeSchema>

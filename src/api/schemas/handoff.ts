import * as v from 'valibot'

/** A code the server made: 32 random bytes in base64url (server/services/handoff.ts). */
export const HandoffCodeSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

export const HandoffIssuedSchema = v.object({
  code: HandoffCodeSchema,
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type HandoffIssued = v.InferOutput<typeof HandoffIssuedSchema>

/** Whose login a code carries, shown before it is spent. */
export const HandoffOwnerSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  phoneEnd: v.pipe(v.string(), v.regex(/^\d{4}$/)),
})
export type HandoffOwner = v.InferOutput<typeof HandoffOwnerSchema>

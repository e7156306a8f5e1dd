import * as v from 'valibot'

/** Ids read from the address become numbers (spec section 5); anything else is refused. */
export const IdParam = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))]),
  v.integer(),
  v.minValue(1),
)

/** Page numbers start at 1; a missing or malformed page means the first. */
export const PageParam = v.optional(v.fallback(IdParam, 1), 1)

/** `true`/`false` in the address, as the spec writes it. */
export const BooleanParam = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false'])]),
  v.transform((x) => x === true || x === 'true'),
)

/** Free text, e.g. a title; numbers that the router parsed back are turned into text again. */
export const TextParam = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/** Optional free text; a malformed value is dropped rather than failing the route. */
export function OptionalText() {
  return v.optional(v.fallback(v.optional(TextParam), undefined))
}

/** Followed only through `safeRedirect`; text here, so a hostile value cannot break the route. */
export const RedirectParam = OptionalText()

/** A plain error (shown as Not Found), not the schema's issues for the console to print. */
export function searchOf<S extends v.GenericSchema>(schema: S): (search: Record<string, unknown>) => v.InferOutput<S> {
  return (search) => {
    const parsed = v.safeParse(schema, search)
    if (!parsed.success) throw new Error('unreadable address')
    return parsed.output
  }
}

import * as v from 'valibot'

/** Parses a stored value with the API schema; a value that no longer fits counts as absent. */
export function parseStored<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | null {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : null
}

/** Parses each element, dropping the ones that do not fit. */
export function parseStoredList<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T[] {
  if (!Array.isArray(value)) return []
  const out: T[] = []
  for (const x of value) {
    const parsed = v.safeParse(schema, x)
    if (parsed.success) out.push(parsed.output)
  }
  return out
}

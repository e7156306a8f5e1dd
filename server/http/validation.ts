import * as v from 'valibot'
import type { Context } from 'hono'
import { HttpError, badRequest } from './errors.ts'

// The first issue becomes the message, always naming the offending field so the client can show it.
function describe(issues: readonly v.BaseIssue<unknown>[], root: string): string {
  const issue = issues[0]
  if (!issue) return `Invalid ${root}`
  const field = v.getDotPath(issue) ?? root
  if (issue.kind === 'schema' && issue.input === undefined) return `${field} is required`
  return issue.message.includes(field) ? issue.message : `${field}: ${issue.message}`
}

export function parse<S extends v.GenericSchema>(schema: S, input: unknown, root: string): v.InferOutput<S> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw badRequest(describe(result.issues, root))
  return result.output
}

/**
 * A cross-site page may POST `text/plain` with no preflight (a "simple" request), so a body is read
 * only when it says it is JSON. With no Content-Type at all, only an empty body passes.
 */
function assertJson(c: Context, text: string): void {
  const type = c.req.header('Content-Type')
  if (type === undefined ? text === '' : /^application\/json\s*(;|$)/i.test(type.trim())) return
  throw new HttpError(415, 'body: Content-Type must be application/json')
}

export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const text = await c.req.text()
  assertJson(c, text)
  let data: unknown = {}
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text)
    } catch {
      throw badRequest('body: invalid JSON')
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('body: expected a JSON object')
  return parse(schema, data, 'body')
}

/** A form post's fields. A body the form parser cannot read (say, an empty multipart boundary) is 400. */
export async function parseForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i.test(type.trim())) {
    throw new HttpError(415, 'body: Content-Type must be a form')
  }
  try {
    return await c.req.parseBody({ all: true })
  } catch {
    throw badRequest('body: unreadable form')
  }
}

export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> {
  return parse(schema, c.req.query(), 'query')
}

// ---- reusable field schemas ----

export const PHONE_RE = /^959\d{7,9}$/

export const phone = (name = 'phone') =>
  v.pipe(v.string(`${name} must be a string`), v.trim(), v.regex(PHONE_RE, `${name} must be 959 followed by 7 to 9 digits`))

/** Ids and page numbers stay within SQLite's and every client's signed 32-bit range. */
export const MAX_ID = 2 ** 31 - 1

/**
 * Accepts 12 or "12": query strings and loosely typed clients both send ids. Only plain decimal
 * digits: `Number()` would also read "1e300", "0x10" and " 1 ".
 */
export const id = (name: string) =>
  v.pipe(
    v.union([v.number(), v.string()], `${name} must be a positive integer`),
    v.transform((x) => (typeof x === 'string' ? (/^\d{1,10}$/.test(x) ? Number(x) : Number.NaN) : x)),
    v.integer(`${name} must be a positive integer`),
    v.minValue(1, `${name} must be a positive integer`),
    v.maxValue(MAX_ID, `${name} must be at most ${MAX_ID}`),
  )

export const page = () => v.optional(id('page'), 1)

export const nonNegativeInt = (name: string) =>
  v.pipe(
    v.number(`${name} must be a number`),
    v.integer(`${name} must be an integer`),
    v.minValue(0, `${name} must not be negative`),
    v.maxValue(Number.MAX_SAFE_INTEGER, `${name} is too large`),
  )

export const text = (name: string, max = 200) =>
  v.pipe(
    v.string(`${name} must be a string`),
    v.trim(),
    v.minLength(1, `${name} must not be empty`),
    v.maxLength(max, `${name} must be at most ${max} characters`),
  )

export const pagedQuery = v.object({ page: page() })

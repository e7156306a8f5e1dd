import { isValidPhoneNumber } from 'libphonenumber-js/min'
import { PHONE_PREFIX, sanitizePhone } from './phone-format'

// Myanmar mobile numbers (spec section 5).

export type Operator = 'MPT' | 'ATOM' | 'Ooredoo' | 'MEC' | 'MyTel'

/** A pasted full number (09…, 959…, +959…) is kept whole: no Myanmar mobile number has 0 after its 09. */
export function localFromField(field: string): string {
  const s = sanitizePhone(field)
  if (/^\+?959/.test(s) || /^09/.test(s)) return s
  return `09${s}`
}

/** What the viewer types after `09`: the field keeps Latin digits only. */
export function fieldDigits(field: string): string {
  const s = sanitizePhone(field)
  const local = /^09/.test(s) && s.length > 9 ? s.slice(2) : s
  return local.replace(/\D/g, '').slice(0, 9)
}

const PATTERN = /^(?:09|\+959)(\d{7,9})$/

/** The 959… form sent to the server, or null when `local` is not a valid Myanmar mobile number. */
export function toMsisdn(local: string): string | null {
  const m = PATTERN.exec(local)
  if (!m) return null
  const msisdn = `${PHONE_PREFIX}${m[1]}`
  return isValidPhoneNumber(`+${msisdn}`) ? msisdn : null
}

// The ITU-T plan's allocations (ATOM is the former Telenor); unallocated prefixes have no operator.
const OPERATOR_PREFIXES: readonly [Operator, RegExp][] = [
  ['Ooredoo', /^099[4-9]/],
  ['ATOM', /^097[4-9]/],
  ['MyTel', /^096[5-9]/],
  ['MEC', /^093[0-6]/],
  ['MPT', /^09(?:2\d|4\d|5\d|7[0-3]|8\d|9[01])/],
]

/** The operator of a sanitised number (09… or 959…), or null when the prefix is not allocated. */
export function detectOperator(phone: string): Operator | null {
  const local = sanitizePhone(phone)
  for (const [op, re] of OPERATOR_PREFIXES) if (re.test(local)) return op
  return null
}

export type PhoneCheck =
  | { ok: true; local: string; msisdn: string; operator: Operator | null }
  | { ok: false; error: 'invalid' | 'wrongOperator'; expected?: Operator }

/** With `expected`, the operator must match it (the ATOM billing flow needs an ATOM number). */
export function checkPhone(field: string, expected?: Operator): PhoneCheck {
  const local = localFromField(field)
  const msisdn = toMsisdn(local)
  if (!msisdn) return { ok: false, error: 'invalid' }
  const operator = detectOperator(local)
  if (expected && operator !== expected) return { ok: false, error: 'wrongOperator', expected }
  return { ok: true, local, msisdn, operator }
}

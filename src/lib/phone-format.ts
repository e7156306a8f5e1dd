// Formatting only: screens that merely show a number do not pull the validation metadata in.

/** Spec section 9: the prefix of every number sent to the server. */
export const PHONE_PREFIX = '959'

const BURMESE_ZERO = 0x1040

/** Burmese digits (၀–၉) become Latin digits; phone numbers are always shown and sent in Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - BURMESE_ZERO))
}

/** Spec section 5: trim, drop separators, Latin digits, a leading +959, 959 or 09 becomes 09. */
export function sanitizePhone(raw: string): string {
  const cleaned = toLatinDigits(raw.trim()).replace(/[\s\-()[\]{}\u00a0\u200b]/g, '')
  const m = /^(?:\+959|959|09)(.*)$/.exec(cleaned)
  return m ? `09${m[1]}` : cleaned
}

/** 959421234567 → 09421234567, for display (Latin digits). Anything else is shown as it is. */
export function displayPhone(msisdn: string): string {
  const s = sanitizePhone(msisdn)
  return /^09\d+$/.test(s) ? s : msisdn
}

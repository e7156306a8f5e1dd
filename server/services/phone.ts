import type { Provider } from '../seed/types.ts'

/** Accepts 959…, 09… or +959… and returns the 959… form, or null when it is not a Myanmar mobile. */
export function toMsisdn(raw: string): string | null {
  const digits = raw.trim().replace(/[\s\-()]/g, '')
  const m = /^(?:\+?959|09)(\d{7,9})$/.exec(digits)
  return m ? `959${m[1]}` : null
}

/** Operator by prefix: 0994-0999 Ooredoo, 0974-0979 ATOM (Telenor), everything else billed as MPT. */
export function providerOf(msisdn: string): Provider {
  if (/^9599[4-9]/.test(msisdn)) return 'ooredoo'
  if (/^9597[4-9]/.test(msisdn)) return 'atom'
  return 'mpt'
}

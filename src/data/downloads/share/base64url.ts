/** base64url without padding (RFC 4648 §5), as the server writes descriptors, signatures and hashes. */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

export const BASE64URL = /^[A-Za-z0-9_-]*$/

export function toBase64Url(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6))
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63]
  }
  return out
}

/** The bytes of a base64url string; null for any other character, or a length no encoder writes. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null
  const out = new Uint8Array(Math.floor((text.length * 6) / 8))
  let bits = 0
  let value = 0
  let at = 0
  for (const c of text) {
    value = (value << 6) | (INDEX.get(c) ?? 0)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[at++] = (value >> bits) & 255
    }
  }
  return out
}

/** Standard base64 (with padding), for a data URL. */
export const toBase64 = (bytes: Uint8Array) => {
  const url = toBase64Url(bytes).replace(/-/g, '+').replace(/_/g, '/')
  return url + '='.repeat((4 - (url.length % 4)) % 4)
}

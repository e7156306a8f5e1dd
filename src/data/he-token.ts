/** Spec section 3: the HE token is kept in local storage under this key and sent as X-HE-Auth. */
export const HE_TOKEN_KEY = 'HE_TOKEN'

/** The HE token kept in `storage`; null when there is none, no storage, or it cannot be read. */
export function storedHeToken(storage: Pick<Storage, 'getItem'> | null): string | null {
  try {
    return storage?.getItem(HE_TOKEN_KEY) || null
  } catch {
    return null
  }
}

/** Spec section 7: a cookie of the same name as the header carries the token too. */
export const HE_COOKIE = 'X-HE-Auth'

interface CookieDocument {
  cookie: string
  location?: { protocol: string } | null
}

/** The Set-Cookie string for `token`, or one that removes the cookie when there is none. */
export function heCookie(token: string | null, https: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${https ? '; Secure' : ''}`
  return token ? `${HE_COOKIE}=${encodeURIComponent(token)}${attributes}` : `${HE_COOKIE}=${attributes}; Max-Age=0`
}

export function readHeCookie(doc: CookieDocument): string | null {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== HE_COOKIE) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return raw === '' ? null : decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return null
}

const pageDocument = (): CookieDocument | null => (globalThis as { document?: CookieDocument }).document ?? null

/**
 * Keeps the X-HE-Auth cookie in step with the stored token: set while there is one, removed when it
 * is cleared. Only the page has cookies to write; the worker has no document and skips this.
 */
export function syncHeCookie(token: string | null, doc: CookieDocument | null = pageDocument()): void {
  if (!doc) return
  try {
    if (readHeCookie(doc) === token) return
    doc.cookie = heCookie(token, doc.location?.protocol === 'https:')
  } catch {
    // A sandboxed document may refuse cookies; the header still carries the token.
  }
}

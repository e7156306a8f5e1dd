/** Spec section 3: the HE token is kept in local storage under this key and sent as X-HE-Auth. */
export const HE_TOKEN_KEY = 'HE_TOKEN'

/** The worker's programme has no DOM Storage type. */
interface KeyStore {
  getItem(key: string): string | null
  removeItem(key: string): void
}

export function storedHeToken(storage: Pick<KeyStore, 'getItem'> | null): string | null {
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

/** Strict: the token logs its holder in, so no request another site starts may carry it. */
export function heCookie(token: string | null, https: boolean): string {
  const attributes = `; Path=/; SameSite=Strict${https ? '; Secure' : ''}`
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

/** The cookie follows the stored token; the worker has no document and skips this. */
export function syncHeCookie(token: string | null, doc: CookieDocument | null = pageDocument()): void {
  if (!doc) return
  try {
    if (readHeCookie(doc) === token) return
    doc.cookie = heCookie(token, doc.location?.protocol === 'https:')
  } catch {
    // A sandboxed document may refuse cookies; the header still carries the token.
  }
}

function pageLocalStorage(): KeyStore | null {
  try {
    return (globalThis as { localStorage?: KeyStore }).localStorage ?? null
  } catch {
    return null
  }
}

/** On logout and a change of user: left behind, one tap on the HE card logged the last viewer back in. */
export function forgetHeToken(
  storage: Pick<KeyStore, 'removeItem'> | null = pageLocalStorage(),
  doc: CookieDocument | null = pageDocument(),
): void {
  try {
    storage?.removeItem(HE_TOKEN_KEY)
  } catch {
    // An unwritable storage cannot hold a stale token either way.
  }
  syncHeCookie(null, doc)
}

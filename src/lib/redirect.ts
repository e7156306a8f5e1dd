// Redirect targets from the address are attacker-controlled: only a single-`/` path on this origin is followed.

export const DEFAULT_REDIRECT = '/profile'

// Checked after every decoding layer: encoded slashes and backslashes, control characters (which
// browsers strip, turning "/\t/host" into "//host"), and a scheme anywhere before the first slash.
function hostile(path: string): boolean {
  if (!path.startsWith('/')) return true
  if (path.startsWith('//') || path.startsWith('/\\')) return true
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/.test(path)) return true
  if (path.includes('\\')) return true
  return false
}

/** Decodes percent-escapes repeatedly (at most a few layers); null when the text is malformed. */
export function decodeLayers(text: string): string[] | null {
  const layers = [text]
  let current = text
  for (let i = 0; i < 4; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return layers
    layers.push(next)
    current = next
  }
  // Still changing after four layers: nothing legitimate is encoded that deep.
  return null
}

/** The resolved URL must stay on `origin` even after the browser's own parsing. */
export function safeRedirect(raw: unknown, fallback: string = DEFAULT_REDIRECT, origin: string = currentOrigin()): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback
  const layers = decodeLayers(raw)
  if (!layers || layers.some(hostile)) return fallback
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin) return fallback
  // Dot segments can collapse into "//host" once resolved: check what would actually be followed.
  const target = `${url.pathname}${url.search}${url.hash}`
  return hostile(target) ? fallback : target
}

/** True when `raw` would be followed as given. */
export function isSafeRedirect(raw: unknown, origin: string = currentOrigin()): boolean {
  return safeRedirect(raw, '', origin) !== ''
}

function currentOrigin(): string {
  const loc = (globalThis as { location?: { origin?: string } }).location
  return loc?.origin && loc.origin !== 'null' ? loc.origin : 'http://localhost'
}

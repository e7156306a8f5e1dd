import type { MiddlewareHandler } from 'hono'

const DIRECTIVES = [
  "default-src 'self'",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
]

/**
 * The origin of the app's connectivity probe (VITE_CONNECTIVITY_PROBE_URL, the value the app was
 * built with), which the page must be allowed to reach: blocked, the probe would fail every time
 * and the app would call every server outage "no internet connection". https only.
 */
export function probeOrigin(raw: string | undefined = process.env.VITE_CONNECTIVITY_PROBE_URL): string | null {
  if (!raw) return null
  try {
    const url = new URL(raw)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/** The policy, with the hashes of a page's inline <style> and <script> elements allowed. */
export function contentSecurityPolicy(
  inline: { styles: readonly string[]; scripts: readonly string[] } = { styles: [], scripts: [] },
  probe: string | null = probeOrigin(),
): string {
  const directives = [...DIRECTIVES]
  if (probe) directives.push(`connect-src 'self' ${probe}`)
  if (inline.styles.length > 0) directives.push(`style-src 'self' ${inline.styles.join(' ')}`)
  if (inline.scripts.length > 0) directives.push(`script-src 'self' ${inline.scripts.join(' ')}`)
  return directives.join('; ')
}

export const CSP = contentSecurityPolicy()

/**
 * The policy of an answer that is data (JSON, pictures, media, fonts): nothing in it may run or be
 * framed if it is ever opened as a page. Browsers read a policy only from documents and workers,
 * so the app's own policy on each of these was some 180 bytes a request sent for nothing.
 */
export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'"

// Pages and scripts (a script may be started as a worker, which runs under its own answer's policy).
const RUNS_AS_CODE = /^(text\/html|text\/javascript|application\/javascript)\b/i

// Two years, the preload list's minimum; subdomains are not ours to speak for.
export const HSTS = 'max-age=63072000'

/** The headers every answer carries; HSTS only when the public origin is https. */
export const securityHeaders =
  (publicOrigin: string): MiddlewareHandler =>
  async (c, next) => {
    await next()
    // Set after the route ran, so an error page or a static file carries it too.
    if (publicOrigin.startsWith('https:')) c.res.headers.set('Strict-Transport-Security', HSTS)
    // The app's pages set their own policy: the same one, plus the hashes of their inline style and script.
    if (!c.res.headers.has('Content-Security-Policy')) {
      const code = RUNS_AS_CODE.test(c.res.headers.get('Content-Type') ?? '')
      c.res.headers.set('Content-Security-Policy', code ? CSP : DATA_CSP)
    }
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  }

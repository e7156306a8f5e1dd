/**
 * Resolves a redirect target against the request and keeps it only when it stays on this origin.
 * Returns a URL object whose serialisation mirrors the input (relative in, relative out), or null.
 */
export function sameOriginTarget(raw: string | undefined, requestUrl: string): SafeTarget | null {
  // Control characters can smuggle a different target past URL parsers.
  if (!raw || [...raw].some((ch) => ch.charCodeAt(0) < 0x20)) return null
  const origin = new URL(requestUrl).origin
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return null
  }
  if (url.origin !== origin) return null
  const relative = !/^[a-z][a-z0-9+.-]*:/i.test(raw)
  return { url, relative }
}

export interface SafeTarget {
  url: URL
  relative: boolean
}

export function withParams(target: SafeTarget, params: Record<string, string>): string {
  for (const [k, v] of Object.entries(params)) target.url.searchParams.set(k, v)
  return target.relative ? `${target.url.pathname}${target.url.search}${target.url.hash}` : target.url.href
}

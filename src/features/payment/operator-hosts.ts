/**
 * Payment addresses come from the API; the browser is sent only to operator hosts on this list, so a
 * tampered answer cannot send the viewer to a look-alike page. `VITE_OPERATOR_HOSTS` (comma-separated
 * host names, https only) adds the operators' real payment hosts; this origin's own /operator/ pages
 * (the reference server's stand-in) are always allowed.
 */
export function allowedOperatorHosts(raw: unknown = import.meta.env.VITE_OPERATOR_HOSTS): string[] {
  if (typeof raw !== 'string') return []
  return raw
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^[a-z0-9.-]+(?::\d+)?$/.test(h))
}

export function isAllowedPaymentUrl(raw: string, origin: string, hosts: readonly string[] = allowedOperatorHosts()): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === origin) return url.pathname.startsWith('/operator/')
  return url.protocol === 'https:' && hosts.includes(url.host.toLowerCase())
}

/** Where the operator sends the viewer back: this host's /profile, or the processing screen with a redirect. */
export function paymentCallbackUrl(origin: string, redirectRoute: string | null): string {
  const configured: unknown = import.meta.env.VITE_PAYMENT_CALLBACK_URL
  if (typeof configured === 'string' && configured) return configured
  if (!redirectRoute) return `${origin}/profile`
  return `${origin}/payment-success?redirectRoute=${encodeURIComponent(redirectRoute)}`
}

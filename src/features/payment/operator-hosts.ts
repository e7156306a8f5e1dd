/** Payment pages only on listed operator hosts (`VITE_OPERATOR_HOSTS`, https) or this origin's /operator/: no look-alikes. */
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

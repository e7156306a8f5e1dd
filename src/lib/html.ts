import { createSanitizer } from './html-policy'

export { INTERNAL_LINK_ATTR } from './html-policy'

let loading: Promise<(html: string) => string> | null = null

/**
 * Sanitises API HTML for rendering. DOMPurify is fetched on first use, so it stays out of the
 * start-up chunks (only the promotion and article screens need it).
 */
export function sanitizeHtml(html: string): Promise<string> {
  loading ??= import('dompurify').then(
    ({ default: purify }) => createSanitizer(purify(window), window.location.origin),
    (e: unknown) => {
      // A chunk that failed to load (offline before it was cached) may load on the next visit.
      loading = null
      throw e
    },
  )
  return loading.then((clean) => clean(html))
}

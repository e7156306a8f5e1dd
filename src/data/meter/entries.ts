import type { Category } from './categories'

/** What the meter reads of a Resource Timing entry (resource or navigation). */
export interface TimingEntry {
  name: string
  initiatorType: string
  transferSize: number
  encodedBodySize: number
}

/**
 * Resource Timing counts every answer's headers as 300 bytes (the Fetch standard hides their real
 * size); this server's answers carry about this many (status line, security and caching headers),
 * as the byte-counting proxy of `npm run bench:meter` sees them.
 */
export const HEADER_BYTES = 600

export type Context = 'page' | 'worker'

const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)

/**
 * The category and bytes of one entry, or null when it costs nothing or is counted elsewhere:
 * - nothing crossed the network (transferSize 0: an HTTP cache or worker cache hit, or another
 *   origin that hides its sizes);
 * - media (/media/) fetched by anything but the player's segment loader in the page: the
 *   downloader counts its own bytes, as it stores them;
 * - a download's stored addresses, which never leave the device.
 * The player's segments (XHR in the page) are watching; everything else is browsing.
 */
export function classify(entry: TimingEntry, origin: string, context: Context): { category: Category; bytes: number } | null {
  const transfer = num(entry.transferSize)
  if (transfer === 0) return null
  let url: URL
  try {
    url = new URL(entry.name, origin)
  } catch {
    return null
  }
  const bytes = Math.max(transfer, num(entry.encodedBodySize) + HEADER_BYTES)
  const own = url.origin === origin
  if (own && url.pathname.startsWith('/__downloads/')) return null
  if (own && url.pathname.startsWith('/media/')) {
    return context === 'page' && entry.initiatorType === 'xmlhttprequest' ? { category: 'watching', bytes } : null
  }
  return { category: 'browsing', bytes }
}

import type { Category } from './categories'

/** What the meter reads of a Resource Timing entry (resource or navigation). */
export interface TimingEntry {
  name: string
  initiatorType: string
  transferSize: number
  encodedBodySize: number
}

/** Resource Timing hides headers' size (300 bytes); this server's carry about this many. */
export const HEADER_BYTES = 600

export type Context = 'page' | 'worker'

const num = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0)

/** Null for cache hits, stored downloads and media the downloader counts itself; the player's XHR is watching. */
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

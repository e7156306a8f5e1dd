/** Search key: NFC so Burmese typed on different keyboards compares equal, and a Unicode-aware lower case. */
export function searchKey(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export type Lang = 'en' | 'my'

const LANGS: readonly Lang[] = ['my', 'en']
// RFC 9110 §12.5.4: a language range, and a weight of at most three decimals between 0 and 1.
const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/
// A real header names a handful of languages; the rest of a longer one is not worth reading.
const MAX_RANGES = 32

/**
 * The language of the catalogue's words for this Accept-Language header: the one of Burmese and
 * English the caller weighs highest (the earlier on a tie), Burmese when it names neither. Any
 * malformed part is ignored, so a hostile header only ever gets the default.
 */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'my'
  const weights = new Map<Lang, { q: number; specific: boolean; index: number }>()
  header.split(',', MAX_RANGES).forEach((part, index) => {
    const [rawRange = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
    if (!RANGE.test(rawRange)) return
    let q = 1
    for (const param of params) {
      if (!param.startsWith('q=')) continue
      if (!WEIGHT.test(param)) return
      q = Number(param.slice(2))
    }
    const primary = rawRange.split('-')[0]
    for (const lang of LANGS) {
      const specific = primary === lang
      if (!specific && rawRange !== '*') continue
      const seen = weights.get(lang)
      // A range naming the language outweighs the wildcard; between two that name it, the first counts.
      if (!seen || (specific && !seen.specific)) weights.set(lang, { q, specific, index })
    }
  })
  let best: { lang: Lang; q: number; index: number } = { lang: 'my', q: 0, index: Infinity }
  for (const lang of LANGS) {
    const w = weights.get(lang)
    if (w && w.q > 0 && (w.q > best.q || (w.q === best.q && w.index < best.index))) best = { lang, q: w.q, index: w.index }
  }
  return best.lang
}

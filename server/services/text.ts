/** Search key: NFC so Burmese typed on different keyboards compares equal, and a Unicode-aware lower case. */
export function searchKey(s: string): string {
  return s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export type Lang = 'en' | 'my'

/** Burmese unless the Accept-Language header prefers English over Burmese. */
export function pickLang(header: string | undefined): Lang {
  if (!header) return 'my'
  const prefs = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const q = qParam ? Number(qParam.slice(2)) : 1
      return { lang: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index }
    })
    .filter((p) => (p.lang === 'en' || p.lang === 'my') && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return prefs[0]?.lang === 'en' ? 'en' : 'my'
}

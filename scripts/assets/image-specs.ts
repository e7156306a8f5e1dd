// Which images to paint, derived from the seed catalogue so every image field points at a real file.
import type { SeedCatalogue } from '../../server/seed/types.ts'
import { genreKeyById } from '../../server/seed/data/genres.ts'
import { toMyanmarDigits } from '../../server/seed/data/build.ts'
import type { ArtSpec } from './paint.ts'

export interface ImageJob {
  /** Server URL path, e.g. /images/posters/1.webp, or a repo-relative path for public/ files. */
  url: string
  spec: ArtSpec
}

/** Byte budgets per kind, well under the 30 KB ceiling. */
const budget = {
  poster: 14_000,
  banner: 16_000,
  slider: 17_000,
  episode: 5_000,
  notification: 8_000,
  promoBanner: 20_000,
  promoDetails: 22_000,
}

const base = { seed: 1, paletteSeed: 1, genre: '', lang: 'my' as const, title: '', format: 'webp' as const }

export function imageJobs(c: SeedCatalogue, langOf: (titleId: number) => 'my' | 'en'): ImageJob[] {
  const jobs: ImageJob[] = []
  const genreOf = (typeIds: number[]) => genreKeyById(typeIds[0] ?? 0) ?? 'drama'
  const byId = new Map(c.titles.map((t) => [t.id, t]))

  for (const t of c.titles) {
    const lang = langOf(t.id)
    const genre = genreOf(t.typeIds)
    const serie = t.contentType === 'serie'
    const n = t.episodes.length
    const kicker = lang === 'my' ? `ဒါရိုက်တာ ${t.director}` : `${serie ? 'A SERIES' : 'A FILM'} BY ${t.director.toUpperCase()}`
    const footer =
      lang === 'my'
        ? `${toMyanmarDigits(t.year)} · ${serie ? `ဇာတ်လမ်းတွဲ · ${toMyanmarDigits(n)} ပိုင်း` : 'ရုပ်ရှင်'}`
        : `${t.year} · ${serie ? `SERIES · ${n} EPISODES` : 'FILM'}`
    const common = { ...base, seed: t.id * 31, paletteSeed: t.id, genre, lang, title: t.title, kicker, footer }
    jobs.push({ url: t.posterImg, spec: { ...common, kind: 'poster', width: 224, height: 320, maxBytes: budget.poster } })
    jobs.push({ url: t.bannerImg, spec: { ...common, kind: 'banner', width: 800, height: 233, maxBytes: budget.banner } })
    jobs.push({ url: t.sliderImg, spec: { ...common, kind: 'slider', width: 640, height: 360, maxBytes: budget.slider } })
    t.episodes.forEach((e, i) => {
      const badge = serie ? (lang === 'my' ? `အပိုင်း ${toMyanmarDigits(i + 1)}` : `EP ${i + 1}`) : lang === 'my' ? 'ရုပ်ရှင်' : 'FILM'
      jobs.push({
        url: e.episodePosterImg,
        spec: {
          ...base,
          kind: 'episode',
          width: 320,
          height: 180,
          seed: e.id,
          paletteSeed: t.id,
          genre,
          lang,
          title: t.title,
          badge,
          badgeLang: lang,
          maxBytes: budget.episode,
        },
      })
    })
  }

  for (const note of c.notifications) {
    const content = note.contentId === null ? undefined : byId.get(note.contentId)
    const en = note.title.en.toLowerCase()
    const symbol = en.includes('discount')
      ? '%'
      : en.includes('data')
        ? 'MB'
        : en.includes('redeem')
          ? '#'
          : en.includes('atom')
            ? 'K'
            : en.includes('maintenance')
              ? '!'
              : '★'
    jobs.push({
      url: note.image,
      spec: {
        ...base,
        kind: 'notification',
        width: 280,
        height: 156,
        seed: 5000 + note.id,
        paletteSeed: content?.id ?? note.id,
        genre: content ? genreOf(content.typeIds) : '',
        title: note.title.my,
        badge: 'အသစ်',
        badgeLang: 'my',
        symbol,
        maxBytes: budget.notification,
      },
    })
  }

  const promoSymbols = ['%', '▶', '#', '★']
  const watchNow = { my: 'ယခုပင် ကြည့်ရှုရန်', en: 'Watch now' } as const
  c.promotions.forEach((p, i) => {
    for (const lang of ['my', 'en'] as const) {
      const common = {
        ...base,
        lang,
        seed: 7000 + p.id,
        title: p.title[lang],
        footer: p.summary[lang],
        badge: watchNow[lang],
        symbol: promoSymbols[i % promoSymbols.length],
        color: '#0095D5',
      }
      jobs.push({
        url: p.bannerImage[lang],
        spec: { ...common, kind: 'promo-banner', width: 800, height: 233, maxBytes: budget.promoBanner },
      })
      jobs.push({
        url: p.detailsImage[lang],
        spec: { ...common, kind: 'promo-details', width: 640, height: 360, maxBytes: budget.promoDetails },
      })
    }
  })

  const marks: Record<string, { color: string; symbol: string }> = {
    mpt: { color: '#1d4f9c', symbol: 'bars' },
    atom: { color: '#14946a', symbol: 'orbit' },
    ooredoo: { color: '#c8283c', symbol: 'ring' },
  }
  for (const p of c.providers) {
    const mark = marks[p.key] ?? { color: '#444444', symbol: 'ring' }
    jobs.push({
      url: p.icon,
      spec: { ...base, kind: 'provider', width: 128, height: 128, title: p.name, lang: 'en', ...mark, format: 'png', maxBytes: 30_000 },
    })
  }
  return jobs
}

/** PWA icons, written under public/ (repo-relative paths). */
export function iconJobs(): ImageJob[] {
  const icon = (url: string, size: number, kind: 'app-icon' | 'maskable-icon'): ImageJob => ({
    url,
    spec: { ...base, kind, width: size, height: size, color: '#0095D5', format: 'png', maxBytes: 30_000 },
  })
  return [
    icon('public/icons/icon-192.png', 192, 'app-icon'),
    icon('public/icons/icon-512.png', 512, 'app-icon'),
    icon('public/icons/icon-maskable-512.png', 512, 'maskable-icon'),
    icon('public/icons/apple-touch-icon-180.png', 180, 'maskable-icon'),
  ]
}

// Guards the seed's promises: catalogue shape, Unicode Burmese, and that every referenced image and
// media file exists under server/assets with the right size, aspect ratio and HLS structure.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, posix, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isValidPhoneNumber } from 'libphonenumber-js/max'
import { catalogue as c, titleSpecs } from './catalog.ts'
import { buildTitle } from './data/build.ts'

const assets = resolve(dirname(fileURLToPath(import.meta.url)), '../assets')
const fileOf = (url: string) => join(assets, url)
const MYANMAR = /[\u1000-\u109f]/
const KB = 1024

// --- image headers --------------------------------------------------------------------------------

function imageSize(buf: Buffer): { width: number; height: number } {
  if (buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = buf.toString('ascii', 12, 16)
    if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff }
    if (chunk === 'VP8L') {
      const bits = buf.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 }
    throw new Error(`unknown WebP chunk ${chunk}`)
  }
  if (buf.readUInt32BE(0) === 0x89504e47) return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
  if (buf[0] === 0xff && buf[1] === 0xd8) {
    let i = 2
    while (i + 9 < buf.length) {
      const marker = buf[i + 1] ?? 0
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: buf.readUInt16BE(i + 7), height: buf.readUInt16BE(i + 5) }
      }
      i += 2 + buf.readUInt16BE(i + 2)
    }
  }
  throw new Error('not a WebP, PNG or JPEG file')
}

const POSTER = 112 / 160
const WIDE = 800 / 233
const SIXTEEN_NINE = 16 / 9
const NOTIFICATION = 280 / 156

function imageRefs(): { url: string; ratio: number }[] {
  const refs: { url: string; ratio: number }[] = []
  for (const t of c.titles) {
    refs.push(
      { url: t.posterImg, ratio: POSTER },
      { url: t.bannerImg, ratio: WIDE },
      { url: t.sliderImg, ratio: SIXTEEN_NINE },
      { url: t.episodePosterImg, ratio: SIXTEEN_NINE },
    )
    for (const e of t.episodes) refs.push({ url: e.episodePosterImg, ratio: SIXTEEN_NINE })
  }
  for (const p of c.promotions)
    for (const l of ['my', 'en'] as const)
      refs.push({ url: p.bannerImage[l], ratio: WIDE }, { url: p.detailsImage[l], ratio: SIXTEEN_NINE })
  for (const n of c.notifications) refs.push({ url: n.image, ratio: NOTIFICATION })
  for (const p of c.providers) refs.push({ url: p.icon, ratio: 1 })
  if (c.popup.kind === 'content') refs.push({ url: c.popup.posterImg, ratio: 7 / 10 })
  return refs
}

// --- HLS ------------------------------------------------------------------------------------------

interface Variant {
  bandwidth: number
  height: number
  codecs: string
  uri: string
}

function parseMaster(text: string): Variant[] {
  const lines = text.split(/\r?\n/)
  const variants: Variant[] = []
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return
    const attr = (name: string) => new RegExp(`${name}=("[^"]*"|[^,]*)`).exec(line)?.[1]?.replace(/"/g, '') ?? ''
    variants.push({
      bandwidth: Number(attr('BANDWIDTH')),
      height: Number(attr('RESOLUTION').split('x')[1]),
      codecs: attr('CODECS'),
      uri: lines[i + 1]?.trim() ?? '',
    })
  })
  return variants
}

function checkVariant(playlistFile: string, minSeconds: number): number {
  const text = readFileSync(playlistFile, 'utf8')
  expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
  expect(text).toContain('#EXT-X-ENDLIST')
  expect(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1])).toBeLessThanOrEqual(4)
  const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1]
  if (map) expect(existsSync(join(dirname(playlistFile), map)), map).toBe(true)
  const lines = text.split(/\r?\n/)
  const durations: number[] = []
  lines.forEach((line, i) => {
    if (!line.startsWith('#EXTINF:')) return
    durations.push(Number.parseFloat(line.slice(8)))
    expect(existsSync(join(dirname(playlistFile), lines[i + 1]?.trim() ?? '?'))).toBe(true)
  })
  durations.forEach((d, i) => {
    expect(d).toBeLessThanOrEqual(4.05)
    if (i < durations.length - 1) expect(d).toBeGreaterThanOrEqual(2)
  })
  const total = durations.reduce((a, b) => a + b, 0)
  expect(total).toBeGreaterThanOrEqual(minSeconds)
  return total
}

/** Bytes under `dir`; `variants` picks the sized variants (name@width…) or the painted files. */
function dirBytes(dir: string, variants = false): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) =>
      sum +
      (e.isDirectory() ? dirBytes(join(dir, e.name), variants) : e.name.includes('@') === variants ? statSync(join(dir, e.name)).size : 0),
    0,
  )
}

// --- Burmese text ---------------------------------------------------------------------------------

/** Every Burmese string in the seed, for the Unicode (not Zawgyi) checks. */
function burmeseTexts(): string[] {
  const texts = [
    ...c.titles.flatMap((t) => [t.title, t.description, t.actors, t.director, ...t.episodes.flatMap((e) => [e.title, e.description])]),
    ...c.genres.map((g) => g.name),
    ...c.sections.map((s) => s.name.my),
    ...c.promotions.flatMap((p) => [p.title.my, p.summary.my, p.detailsBody.my]),
    ...c.notifications.flatMap((n) => [n.title.my, n.body.my]),
    ...c.articles.map((a) => a.html.my),
    ...c.plans.flatMap((p) => [p.title.my, p.description.my]),
    ...c.providers.map((p) => p.nameMM),
    ...c.demoUsers.map((u) => u.name),
  ]
  return texts.filter((t) => MYANMAR.test(t))
}

describe('seed catalogue', () => {
  it('has enough titles, with films of one child and series of 3 to 12', () => {
    expect(c.titles.length).toBeGreaterThanOrEqual(60)
    for (const t of c.titles) {
      if (t.contentType === 'single') expect(t.episodes, t.title).toHaveLength(1)
      else expect(t.episodes.length, t.title).toBeGreaterThanOrEqual(3)
      if (t.contentType === 'serie') expect(t.episodes.length, t.title).toBeLessThanOrEqual(12)
      for (const field of [t.description, t.director, t.actors, t.supporters, t.novel, t.script]) expect(field.trim(), t.title).not.toBe('')
    }
  })

  it('has unique title ids and unique episode ids', () => {
    const ids = c.titles.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    const childIds = c.titles.flatMap((t) => t.episodes.map((e) => e.id))
    expect(new Set(childIds).size).toBe(childIds.length)
  })

  it('mixes free and paid episodes as promised', () => {
    const episodes = c.titles.flatMap((t) => t.episodes)
    expect(episodes.some((e) => e.isFree)).toBe(true)
    expect(episodes.some((e) => !e.isFree)).toBe(true)
    for (const t of c.titles) {
      expect(t.isFree, t.title).toBe(t.episodes.some((e) => e.isFree))
      if (t.contentType === 'serie') expect(t.episodes[0]?.isFree, t.title).toBe(true)
    }
    const films = c.titles.filter((t) => t.contentType === 'single')
    const freeShare = films.filter((f) => f.isFree).length / films.length
    expect(freeShare).toBeGreaterThan(0.15)
    expect(freeShare).toBeLessThan(0.4)
  })

  it('gives every episode and film a real length of 20 to 50 minutes, the same on every run', () => {
    const all = c.titles.flatMap((t) => t.episodes)
    for (const e of all) {
      expect(e.durationMs, String(e.id)).toBeGreaterThanOrEqual(20 * 60_000)
      expect(e.durationMs, String(e.id)).toBeLessThanOrEqual(50 * 60_000)
      expect(e.durationMs % 1000, String(e.id)).toBe(0)
    }
    // Not one length for all: sizes and time left differ from episode to episode.
    expect(new Set(all.map((e) => e.durationMs)).size).toBeGreaterThan(all.length / 2)
    expect(all.map((e) => e.durationMs)).toEqual(titleSpecs.map(buildTitle).flatMap((t) => t.episodes.map((e) => e.durationMs)))
  })

  it('has Burmese (Unicode) and Latin titles', () => {
    const burmese = c.titles.filter((t) => MYANMAR.test(t.title))
    const latin = c.titles.filter((t) => !MYANMAR.test(t.title) && /[A-Za-z]/.test(t.title))
    expect(burmese.length).toBeGreaterThanOrEqual(20)
    expect(latin.length).toBeGreaterThanOrEqual(10)
    for (const t of burmese) expect(t.title, t.title).toMatch(/^[\u1000-\u109f0-9 ]+$/)
  })

  it('writes Burmese in Unicode, not Zawgyi', () => {
    for (const text of burmeseTexts()) {
      // Zawgyi reuses U+1060–U+1097 for stacked letters and stores ေ / ြ before the consonant.
      expect(text, text).not.toMatch(/[\u1060-\u1097]/)
      expect(text, text).not.toMatch(/(^|[\s>(“"'\-–·,.:\u104a\u104b])[\u1031\u103b-\u103e]/)
    }
  })

  it('has genres, sections and home rows that reference real titles', () => {
    const ids = new Set(c.titles.map((t) => t.id))
    expect(c.genres.length).toBeGreaterThanOrEqual(6)
    const genreIds = new Set(c.genres.map((g) => g.id))
    for (const t of c.titles) for (const g of t.typeIds) expect(genreIds.has(g)).toBe(true)
    expect(c.sections.length).toBeGreaterThanOrEqual(7)
    for (const s of c.sections) {
      expect(s.contentIds.length, s.name.en).toBeGreaterThanOrEqual(10)
      expect(s.contentIds.length, s.name.en).toBeLessThanOrEqual(30)
      expect(s.type).not.toBe('')
      for (const id of s.contentIds) expect(ids.has(id), `${s.name.en}: ${id}`).toBe(true)
    }
    expect(c.sections.some((s) => s.contentIds.length > 20)).toBe(true)
    expect(c.bannerIds.length).toBeGreaterThanOrEqual(5)
    for (const id of c.bannerIds) expect(ids.has(id)).toBe(true)
    expect(c.promotions.length).toBeGreaterThanOrEqual(3)
    const promoIds = new Set(c.promotions.map((p) => p.id))
    for (const id of c.promotionBannerIds) expect(promoIds.has(id)).toBe(true)
    for (const p of c.promotions) for (const l of ['my', 'en'] as const) expect(p.detailsBody[l]).toMatch(/<a href="\/content\?id=\d+">/)
    if (c.popup.kind === 'content') expect(ids.has(c.popup.contentId)).toBe(true)
    else expect(promoIds.has(c.popup.promotionId)).toBe(true)
  })

  it('has at least 25 bilingual notifications from the last 60 days', () => {
    const ids = new Set(c.titles.map((t) => t.id))
    expect(c.notifications.length).toBeGreaterThanOrEqual(25)
    const now = Date.now()
    for (const n of c.notifications) {
      expect(n.title.en && n.title.my && n.body.en && n.body.my).toBeTruthy()
      expect(n.title.my + n.body.my).toMatch(MYANMAR)
      const age = now - Date.parse(n.createdAt)
      expect(age).toBeGreaterThanOrEqual(0)
      expect(age).toBeLessThanOrEqual(61 * 24 * 3600_000)
      if (n.contentId !== null) expect(ids.has(n.contentId)).toBe(true)
    }
    expect(c.notifications.filter((n) => n.contentId !== null).length).toBeGreaterThan(c.notifications.length / 2)
  })

  it('has all four articles in both languages, and a real FAQ', () => {
    for (const type of ['faq', 'terms_and_conditions', 'privacy_policy', 'about_us'] as const) {
      const a = c.articles.find((x) => x.type === type)
      expect(a, type).toBeDefined()
      expect(a?.html.en).toMatch(/<h2>[\s\S]*<p>/)
      expect(a?.html.my).toMatch(/<h2>[\s\S]*<p>/)
      expect(a?.html.my).toMatch(MYANMAR)
    }
    const faq = c.articles.find((x) => x.type === 'faq')
    for (const lang of ['en', 'my'] as const) expect(faq?.html[lang].match(/<h3>/g)?.length ?? 0).toBeGreaterThanOrEqual(6)
  })

  it('has the three operators with Daily plans in MMK, redeem codes and valid demo numbers', () => {
    expect(c.providers.map((p) => p.key).sort()).toEqual(['atom', 'mpt', 'ooredoo'])
    for (const p of c.providers) {
      const plans = c.plans.filter((x) => x.provider === p.key)
      expect(plans.length).toBeGreaterThanOrEqual(2)
      expect(plans.length).toBeLessThanOrEqual(3)
      for (const plan of plans) {
        expect(plan.currency).toBe('MMK')
        expect(plan.amount).toBeGreaterThan(0)
        expect(plan.title.my + plan.description.my).toMatch(MYANMAR)
      }
    }
    expect(new Set(c.plans.map((p) => p.id)).size).toBe(c.plans.length)
    expect(c.redeemCodes.length).toBeGreaterThanOrEqual(10)
    expect(new Set(c.redeemCodes.map((r) => r.code)).size).toBe(c.redeemCodes.length)
    for (const r of c.redeemCodes) {
      expect(r.code).toMatch(/^MMS-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
      expect([1, 7, 30]).toContain(r.days)
    }
    expect(c.demoUsers.length).toBeGreaterThanOrEqual(3)
    for (const u of c.demoUsers) {
      expect(u.phone).toMatch(/^959\d{9}$/)
      expect(isValidPhoneNumber(`+${u.phone}`), u.phone).toBe(true)
    }
    const local = (p: string) => `09${p.slice(3)}`
    expect(c.demoUsers.some((u) => u.provider === 'mpt' && u.premiumDays > 0 && /^094[0-9]|^092/.test(local(u.phone)))).toBe(true)
    expect(c.demoUsers.some((u) => u.premiumDays === 0)).toBe(true)
    expect(c.demoUsers.some((u) => /^097[4-9]/.test(local(u.phone)))).toBe(true)
    expect(c.demoUsers.some((u) => /^099[4-9]/.test(local(u.phone)))).toBe(true)
  })
})

describe('seed assets', () => {
  it('has every referenced image, at most 30 KB and of the right aspect ratio', () => {
    const refs = imageRefs()
    const seen = new Set<string>()
    for (const { url, ratio } of refs) {
      expect(url).toMatch(/^\/images\/.+\.(webp|png|jpe?g)$/)
      expect(posix.normalize(url)).toBe(url)
      const file = fileOf(url)
      expect(existsSync(file), url).toBe(true)
      if (seen.has(url)) continue
      seen.add(url)
      const buf = readFileSync(file)
      expect(buf.length, url).toBeLessThanOrEqual(30 * KB)
      const { width, height } = imageSize(buf)
      expect(Math.abs(width / height - ratio) / ratio, `${url} is ${width}×${height}`).toBeLessThan(0.01)
    }
    expect(dirBytes(join(assets, 'images'))).toBeLessThanOrEqual(6 * KB * KB)
    // The sized variants (scripts/assets/variants.ts): eleven files a picture, about four times its bytes together.
    expect(dirBytes(join(assets, 'images'), true)).toBeLessThanOrEqual(18 * KB * KB)
  })

  it('has the HLS master with three renditions of 2–4 s segments and at least 30 s', () => {
    expect(c.streamUrl).toBe('/media/hls/master.m3u8')
    const master = fileOf(c.streamUrl)
    const variants = parseMaster(readFileSync(master, 'utf8'))
    expect(variants.length).toBeGreaterThanOrEqual(3)
    const find = (height: number) => variants.find((v) => v.height === height)
    expect(find(240)?.bandwidth).toBeLessThanOrEqual(400_000)
    expect(find(360)?.bandwidth).toBeGreaterThanOrEqual(500_000)
    expect(find(360)?.bandwidth).toBeLessThanOrEqual(900_000)
    expect(find(720)?.bandwidth).toBeGreaterThanOrEqual(1_200_000)
    expect(find(720)?.bandwidth).toBeLessThanOrEqual(2_000_000)
    for (const v of variants) {
      expect(v.codecs).toMatch(/avc1\.[0-9a-f]{6}/)
      expect(v.codecs).toContain('mp4a.40.2')
      checkVariant(join(dirname(master), v.uri), 30)
    }
  })

  it('has a playable trailer set', () => {
    const master = fileOf(c.trailerUrl)
    expect(existsSync(master)).toBe(true)
    const variants = parseMaster(readFileSync(master, 'utf8'))
    expect(variants.length).toBeGreaterThanOrEqual(2)
    for (const v of variants) checkVariant(join(dirname(master), v.uri), c.trailerUrl === c.streamUrl ? 30 : 10)
  })

  it('keeps server/assets/media under 8 MB', () => {
    expect(dirBytes(join(assets, 'media'))).toBeLessThan(8_000_000)
  })
})

describe('prices the seed promotes', () => {
  const burmeseDigits = (s: string) => s.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040))

  it('a plan a notification or promotion offers at a price can be bought at that price from every operator that sells it', () => {
    const offers: Array<{ days: number; amount: number; where: string }> = []
    for (const n of c.notifications) {
      const m = /(\d+)-day plan for only ([\d,]+) MMK/.exec(n.body.en)
      if (m) offers.push({ days: Number(m[1]), amount: Number(m[2]?.replace(/,/g, '')), where: `notification ${n.id}` })
    }
    for (const p of c.promotions) {
      const m = /(\d+) ရက် ပလန်ကို \d+ ကျပ်အစား (\d+) ကျပ်/.exec(burmeseDigits(p.summary.my))
      if (m) offers.push({ days: Number(m[1]), amount: Number(m[2]), where: `promotion ${p.id}` })
    }
    expect(offers.length).toBeGreaterThanOrEqual(2)
    for (const offer of offers) {
      const sold = c.plans.filter((plan) => plan.days === offer.days)
      expect(sold.length, offer.where).toBeGreaterThan(0)
      for (const plan of sold)
        expect({ where: offer.where, provider: plan.provider, amount: plan.amount }).toEqual({
          where: offer.where,
          provider: plan.provider,
          amount: offer.amount,
        })
    }
  })
})

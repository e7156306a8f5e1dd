// Image compositions per kind, and WebP/PNG encoding. Runs inside Chromium (see paint-scene.ts):
// these functions call the other paint-*.ts functions by their global names.
import { glow, palette, rng, scene, type Palette } from './paint-scene.ts'
import { dots, rays, stupa } from './paint-shapes.ts'
import { drawLinesUp, fitText, fontFor, lineHeight, pill, smallText } from './paint-text.ts'

export type ArtKind =
  'poster' | 'banner' | 'slider' | 'episode' | 'notification' | 'promo-banner' | 'promo-details' | 'provider' | 'app-icon' | 'maskable-icon'

export interface ArtSpec {
  kind: ArtKind
  width: number
  height: number
  /** Composition seed (varies per image). */
  seed: number
  /** Colour seed (the title id), so all images of one title share a palette. */
  paletteSeed: number
  genre: string
  lang: 'my' | 'en'
  title: string
  /** Small line above the title (credits). */
  kicker?: string
  /** Small line under the title (year, kind). */
  footer?: string
  /** Corner badge: "EP 3", "NEW". */
  badge?: string
  /** Language of the badge, footer and kicker. */
  badgeLang?: 'my' | 'en'
  /** A big glyph for artwork without a title scene (notifications, promotions). */
  symbol?: string
  /** Brand / provider colour for icons and promotions. */
  color?: string
  format: 'webp' | 'png'
  maxBytes: number
}

export interface Encoded {
  data: string
  quality: number
  bytes: number
}

export function bottomShade(ctx: CanvasRenderingContext2D, w: number, h: number, from: number, alpha: number): void {
  const g = ctx.createLinearGradient(0, h * from, 0, h)
  g.addColorStop(0, 'rgba(0,0,0,0)')
  g.addColorStop(1, `rgba(0,0,0,${alpha})`)
  ctx.fillStyle = g
  ctx.fillRect(0, h * from, w, h * (1 - from))
}

export function leftShade(ctx: CanvasRenderingContext2D, w: number, h: number, to: number, alpha: number): void {
  const g = ctx.createLinearGradient(0, 0, w * to, 0)
  g.addColorStop(0, `rgba(0,0,0,${alpha})`)
  g.addColorStop(1, 'rgba(0,0,0,0)')
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w * to, h)
}

export function titleCase(spec: ArtSpec, p: Palette): string {
  return spec.lang === 'en' && !p.serif ? spec.title.toUpperCase() : spec.title
}

export function paintPoster(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const p = palette(s.genre, s.paletteSeed)
  scene(ctx, w, h, s.genre, p, rng(s.seed), 0.5)
  bottomShade(ctx, w, h, 0.45, 0.88)
  const meta = s.badgeLang ?? s.lang
  if (s.kicker)
    smallText(
      ctx,
      s.kicker,
      meta,
      w / 2,
      h * 0.075,
      Math.round(w * 0.045),
      'center',
      'rgba(255,255,255,0.9)',
      w - 20,
      meta === 'en' ? 1.5 : 0,
    )
  const fitted = fitText(
    ctx,
    titleCase(s, p),
    s.lang,
    p.serif,
    w - 24,
    3,
    Math.round(w * (s.lang === 'my' ? 0.13 : 0.155)),
    Math.round(w * 0.065),
  )
  drawLinesUp(ctx, fitted, s.lang, w / 2, h - h * (s.lang === 'my' ? 0.13 : 0.112), 'center', p.text, p.shadow)
  ctx.fillStyle = p.accent
  ctx.fillRect(w / 2 - w * 0.12, h - h * 0.082, w * 0.24, Math.max(1, h * 0.005))
  if (s.footer)
    smallText(
      ctx,
      s.footer,
      meta,
      w / 2,
      h - h * 0.035,
      Math.round(w * 0.045),
      'center',
      'rgba(255,255,255,0.85)',
      w - 20,
      meta === 'en' ? 1 : 0,
    )
}

export function paintWide(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const p = palette(s.genre, s.paletteSeed)
  const banner = s.kind === 'banner'
  const my = s.lang === 'my'
  scene(ctx, w, h, s.genre, p, rng(s.seed), banner ? 0.74 : 0.7)
  leftShade(ctx, w, h, 0.65, 0.8)
  if (!banner) bottomShade(ctx, w, h, 0.5, 0.6)
  const meta = s.badgeLang ?? s.lang
  const x = Math.round(w * 0.05)
  const small = Math.round(h * (banner ? 0.062 : 0.04))
  const start = Math.round(h * (banner ? (my ? 0.17 : 0.21) : my ? 0.105 : 0.13))
  const fitted = fitText(ctx, titleCase(s, p), s.lang, p.serif, w * (banner ? 0.56 : 0.6), 2, start, Math.round(h * 0.065))
  const lh = lineHeight(s.lang, fitted.size)
  // Block: kicker, title lines, accent rule, footer; centred on banners, bottom-anchored on sliders.
  const ascent = fitted.size * (my ? 0.95 : 0.78)
  const descent = fitted.size * (my ? 0.55 : 0.22)
  const kickerH = s.kicker ? small * 1.9 : 0
  const footerH = s.footer ? small * 2.6 : small
  const blockH = kickerH + ascent + (fitted.lines.length - 1) * lh + descent + footerH
  const top = banner ? (h - blockH) / 2 : h * 0.93 - blockH
  if (s.kicker) smallText(ctx, s.kicker, meta, x, top + small, small, 'left', 'rgba(255,255,255,0.88)', w * 0.55, meta === 'en' ? 1.5 : 0)
  const last = top + kickerH + ascent + (fitted.lines.length - 1) * lh
  drawLinesUp(ctx, fitted, s.lang, x, last, 'left', p.text, p.shadow)
  ctx.fillStyle = p.accent
  ctx.fillRect(x, last + descent, w * 0.06, Math.max(2, h * 0.008))
  if (s.footer)
    smallText(ctx, s.footer, meta, x, last + descent + small * 2, small, 'left', 'rgba(255,255,255,0.85)', w * 0.55, meta === 'en' ? 1 : 0)
}

export function paintEpisode(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const p = palette(s.genre, s.paletteSeed)
  const r = rng(s.seed)
  scene(ctx, w, h, s.genre, p, r, 0.3 + r() * 0.4)
  bottomShade(ctx, w, h, 0.55, 0.75)
  const meta = s.badgeLang ?? s.lang
  if (s.badge) pill(ctx, s.badge, meta, 8, 8, Math.round(h * 0.075), 'rgba(0,0,0,0.6)', '#ffffff')
  smallText(ctx, s.title, s.lang, 10, h - 10, Math.round(h * 0.075), 'left', '#ffffff', w - 20)
}

export function paintNotification(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const r = rng(s.seed)
  if (s.genre) {
    const p = palette(s.genre, s.paletteSeed)
    scene(ctx, w, h, s.genre, p, r, 0.78)
    leftShade(ctx, w, h, 0.75, 0.85)
  } else {
    promoBackground(ctx, w, h, s.color ?? '#0095D5', r)
    glyph(ctx, s.symbol ?? '★', w * 0.83, h * 0.42, h * 0.27)
    leftShade(ctx, w, h, 0.7, 0.45)
  }
  if (s.badge) pill(ctx, s.badge, s.badgeLang ?? 'en', 10, 10, Math.round(h * 0.075), '#0095D5', '#ffffff')
  const fitted = fitText(ctx, s.title, s.lang, false, w * (s.genre ? 0.62 : 0.58), 2, Math.round(h * 0.14), Math.round(h * 0.075))
  drawLinesUp(ctx, fitted, s.lang, 12, h - 16, 'left', '#ffffff', 'rgba(0,0,0,0.7)')
}

export function promoBackground(ctx: CanvasRenderingContext2D, w: number, h: number, color: string, r: () => number): void {
  const g = ctx.createLinearGradient(0, 0, w, h)
  g.addColorStop(0, '#06243a')
  g.addColorStop(0.55, color)
  g.addColorStop(1, `hsl(${Math.floor(r() * 60) + 20} 95% 60%)`)
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w, h)
  rays(ctx, w * 0.8, h * 0.5, Math.max(w, h) * 1.2, 16, 'rgba(255,255,255,0.07)', r() * 6)
  glow(ctx, w * 0.8, h * 0.5, Math.min(w, h) * 0.7, 'rgba(255,230,160,0.55)', false)
  dots(ctx, w, h, 16, ['#ffffff', '#ffd54a', '#ff7aa8'], Math.min(w, h) * 0.018, r)
}

export function glyph(ctx: CanvasRenderingContext2D, symbol: string, x: number, y: number, radius: number): void {
  ctx.save()
  ctx.fillStyle = 'rgba(255,255,255,0.95)'
  ctx.beginPath()
  ctx.arc(x, y, radius, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#0a4f75'
  ctx.font = fontFor(/[\u1000-\u109f]/.test(symbol) ? 'my' : 'en', false, Math.round(radius * (symbol.length > 2 ? 0.62 : 1.05)), 800)
  ctx.textAlign = 'center'
  ctx.textBaseline = 'middle'
  ctx.fillText(symbol, x, y + radius * 0.05)
  ctx.restore()
}

/** A small tilted poster card (a miniature of the key-art scene) for promotion artwork. */
export function posterCard(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  ch: number,
  angle: number,
  genre: string,
  seed: number,
): void {
  const cw = ch * 0.7
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate(angle)
  ctx.shadowColor = 'rgba(0,0,0,0.45)'
  ctx.shadowBlur = ch * 0.08
  ctx.fillStyle = '#000'
  ctx.beginPath()
  ctx.roundRect(-cw / 2, -ch / 2, cw, ch, cw * 0.08)
  ctx.fill()
  ctx.shadowColor = 'transparent'
  ctx.clip()
  ctx.translate(-cw / 2, -ch / 2)
  scene(ctx, cw, ch, genre, palette(genre, seed), rng(seed), 0.5)
  ctx.restore()
  ctx.save()
  ctx.translate(x, y)
  ctx.rotate(angle)
  ctx.strokeStyle = 'rgba(255,255,255,0.85)'
  ctx.lineWidth = Math.max(1.5, ch * 0.012)
  ctx.beginPath()
  ctx.roundRect(-cw / 2, -ch / 2, cw, ch, cw * 0.08)
  ctx.stroke()
  ctx.restore()
}

export function paintPromotion(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const r = rng(s.seed)
  const wide = s.kind === 'promo-banner'
  promoBackground(ctx, w, h, s.color ?? '#0095D5', r)
  for (let i = 0; i < 3; i++) stupa(ctx, w * (0.55 + i * 0.16), h, h * (0.1 + 0.04 * ((i + 1) % 3)), 'rgba(255,214,120,0.3)')
  const genres = ['drama', 'action', 'romance', 'kids', 'horror', 'comedy', 'documentary', 'thriller']
  const ch = wide ? h * 0.78 : h * 0.52
  const cy = wide ? h * 0.52 : h * 0.68
  const cards = [
    [0.7, -0.14],
    [0.9, 0.14],
    [0.8, 0],
  ] as const
  cards.forEach(([fx, angle], i) =>
    posterCard(
      ctx,
      w * fx,
      cy + (i === 2 ? -ch * 0.04 : ch * 0.04),
      ch,
      angle,
      genres[(s.seed + i * 3) % genres.length] ?? 'drama',
      s.seed * 13 + i,
    ),
  )
  glyph(ctx, s.symbol ?? '★', wide ? w * 0.93 : w * 0.9, wide ? h * 0.2 : h * 0.2, wide ? h * 0.15 : h * 0.11)
  leftShade(ctx, w, h, 0.62, 0.6)
  const x = w * 0.05
  const maxW = w * (wide ? 0.52 : 0.56)
  const title = fitText(ctx, s.title, s.lang, false, maxW, 2, Math.round(h * (wide ? 0.15 : 0.1)), Math.round(h * (wide ? 0.08 : 0.055)))
  const sub = s.footer
    ? fitText(ctx, s.footer, s.lang, false, maxW, 2, Math.round(h * (wide ? 0.062 : 0.042)), Math.round(h * (wide ? 0.05 : 0.034)), 500)
    : null
  const pillSize = Math.round(h * (wide ? 0.058 : 0.04))
  const tl = lineHeight(s.lang, title.size)
  const sl = sub ? lineHeight(s.lang, sub.size) : 0
  const gap = h * 0.04
  const titleH = title.size * 1.37 + (title.lines.length - 1) * tl
  const subH = sub ? sub.size * 1.37 + (sub.lines.length - 1) * sl : 0
  const blockH = titleH + gap + subH + gap + pillSize * 1.9
  const top = wide ? (h - blockH) / 2 : Math.max(h * 0.08, (h - blockH) / 2)
  const titleBottom = top + title.size * 0.95 + (title.lines.length - 1) * tl
  drawLinesUp(ctx, title, s.lang, x, titleBottom, 'left', '#ffffff', 'rgba(0,0,0,0.6)')
  if (sub)
    drawLinesUp(
      ctx,
      sub,
      s.lang,
      x,
      top + titleH + gap + sub.size * 0.95 + (sub.lines.length - 1) * sl,
      'left',
      'rgba(255,255,255,0.92)',
      'rgba(0,0,0,0.5)',
    )
  if (s.badge) pill(ctx, s.badge, s.lang, x, top + titleH + gap + subH + gap, pillSize, '#ffd54a', '#06243a')
}

export function paintProvider(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const c = s.color ?? '#444'
  ctx.fillStyle = c
  ctx.beginPath()
  ctx.roundRect(0, 0, w, h, w * 0.22)
  ctx.fill()
  ctx.strokeStyle = 'rgba(255,255,255,0.9)'
  ctx.fillStyle = '#ffffff'
  ctx.lineWidth = w * 0.05
  const cx = w / 2
  const cy = h * 0.4
  if (s.symbol === 'bars') {
    for (let i = 0; i < 4; i++) ctx.fillRect(cx - w * 0.21 + i * w * 0.11, cy + w * 0.14 - (i + 1) * w * 0.07, w * 0.07, (i + 1) * w * 0.07)
  } else if (s.symbol === 'orbit') {
    for (const a of [0, Math.PI / 3, -Math.PI / 3]) {
      ctx.beginPath()
      ctx.ellipse(cx, cy, w * 0.26, w * 0.09, a, 0, Math.PI * 2)
      ctx.stroke()
    }
    ctx.beginPath()
    ctx.arc(cx, cy, w * 0.05, 0, Math.PI * 2)
    ctx.fill()
  } else {
    ctx.beginPath()
    ctx.arc(cx, cy, w * 0.19, 0, Math.PI * 2)
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(cx + w * 0.12, cy - w * 0.12, w * 0.05, 0, Math.PI * 2)
    ctx.fill()
  }
  const fitted = fitText(ctx, s.title, 'en', false, w * 0.84, 1, Math.round(h * 0.2), Math.round(h * 0.1), 800)
  drawLinesUp(ctx, fitted, 'en', cx, h * 0.88, 'center', '#ffffff', 'rgba(0,0,0,0.25)')
}

/** The PWA icon: a play mark on the brand colour. Maskable icons fill the square and keep the mark in the safe zone. */
export function paintAppIcon(ctx: CanvasRenderingContext2D, s: ArtSpec): void {
  const { width: w, height: h } = s
  const maskable = s.kind === 'maskable-icon'
  // Flat brand colour: it keeps the PNGs small and matches the manifest's theme colour.
  ctx.fillStyle = s.color ?? '#0095D5'
  ctx.beginPath()
  if (maskable) ctx.rect(0, 0, w, h)
  else ctx.roundRect(w * 0.04, h * 0.04, w * 0.92, h * 0.92, w * 0.2)
  ctx.fill()
  const size = maskable ? w * 0.36 : w * 0.5
  const cx = w / 2
  const cy = h / 2
  ctx.strokeStyle = 'rgba(255,255,255,0.35)'
  ctx.lineWidth = size * 0.07
  ctx.beginPath()
  ctx.arc(cx, cy, size * 0.62, 0, Math.PI * 2)
  ctx.stroke()
  ctx.fillStyle = '#ffffff'
  ctx.lineJoin = 'round'
  ctx.lineWidth = size * 0.12
  ctx.strokeStyle = '#ffffff'
  ctx.beginPath()
  ctx.moveTo(cx - size * 0.2, cy - size * 0.3)
  ctx.lineTo(cx + size * 0.32, cy)
  ctx.lineTo(cx - size * 0.2, cy + size * 0.3)
  ctx.closePath()
  ctx.fill()
  ctx.stroke()
}

export function encodeCanvas(canvas: HTMLCanvasElement, format: 'webp' | 'png', maxBytes: number): Encoded {
  const bytesOf = (url: string) => Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4)
  if (format === 'png') {
    const data = canvas.toDataURL('image/png')
    return { data, quality: 1, bytes: bytesOf(data) }
  }
  let best: Encoded = { data: '', quality: 0, bytes: Infinity }
  for (const quality of [0.86, 0.8, 0.74, 0.68, 0.62, 0.56, 0.5, 0.44, 0.38, 0.32, 0.26, 0.2, 0.14]) {
    const data = canvas.toDataURL('image/webp', quality)
    best = { data, quality, bytes: bytesOf(data) }
    if (best.bytes <= maxBytes) break
  }
  return best
}

export function paintArt(spec: ArtSpec): Encoded {
  const canvas = document.createElement('canvas')
  canvas.width = spec.width
  canvas.height = spec.height
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('no 2d context')
  switch (spec.kind) {
    case 'poster':
      paintPoster(ctx, spec)
      break
    case 'banner':
    case 'slider':
      paintWide(ctx, spec)
      break
    case 'episode':
      paintEpisode(ctx, spec)
      break
    case 'notification':
      paintNotification(ctx, spec)
      break
    case 'promo-banner':
    case 'promo-details':
      paintPromotion(ctx, spec)
      break
    case 'provider':
      paintProvider(ctx, spec)
      break
    case 'app-icon':
    case 'maskable-icon':
      paintAppIcon(ctx, spec)
      break
  }
  return encodeCanvas(canvas, spec.format, spec.maxBytes)
}

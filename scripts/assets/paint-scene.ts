// Palettes and the scene composer for the generated key art. These functions run INSIDE Chromium:
// browser.ts injects the source of every exported function of the paint-*.ts modules as global
// functions of the page, so they may only call each other (by these exact names) and browser APIs,
// never module state. Imports between these modules exist only for type checking.

import { bareTree, cloud, critter, dots, figure, fog, house, rays, ridge, skyline, streaks, stupa, vignette } from './paint-shapes.ts'

export type Rand = () => number

/** mulberry32: a tiny seeded PRNG so every image is the same on every run. */
export function rng(seed: number): Rand {
  let a = seed >>> 0 || 1
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Palette {
  sky: [string, string, string]
  glow: string
  far: string
  land: string
  figure: string
  accent: string
  text: string
  shadow: string
  serif: boolean
}

export function hsl(h: number, s: number, l: number, a = 1): string {
  return `hsla(${((h % 360) + 360) % 360} ${s}% ${l}% / ${a})`
}

/** Colours per genre, shifted a little per title (seed) so no two titles look alike. */
export function palette(genre: string, seed: number): Palette {
  const r = rng(seed * 7919 + 17)
  const j = (spread: number) => (r() - 0.5) * spread
  switch (genre) {
    case 'horror': {
      const h = r() < 0.5 ? j(24) : 130 + j(50)
      return {
        sky: [hsl(h, 35, 3), hsl(h, 40, 10), hsl(h, 45, 20)],
        glow: hsl(h + 20, 40, 70),
        far: hsl(h, 30, 9),
        land: hsl(h, 30, 3),
        figure: hsl(h, 20, 2),
        accent: hsl(h, 85, 50),
        text: '#f4ede6',
        shadow: hsl(h, 90, 25),
        serif: true,
      }
    }
    case 'romance': {
      const h = 325 + j(40)
      return {
        sky: [hsl(h - 50, 40, 22), hsl(h, 55, 46), hsl(h + 45, 85, 72)],
        glow: hsl(h + 40, 100, 85),
        far: hsl(h - 20, 35, 36),
        land: hsl(h - 40, 35, 18),
        figure: hsl(h - 40, 40, 12),
        accent: hsl(h + 30, 100, 80),
        text: '#fff7fb',
        shadow: hsl(h - 30, 60, 20),
        serif: true,
      }
    }
    case 'action': {
      const h = 195 + j(30)
      return {
        sky: [hsl(h, 60, 10), hsl(h + 5, 50, 24), hsl(25 + j(20), 90, 52)],
        glow: hsl(35, 100, 65),
        far: hsl(h, 40, 16),
        land: hsl(h, 50, 7),
        figure: hsl(h, 50, 5),
        accent: hsl(28, 100, 58),
        text: '#ffffff',
        shadow: '#000000',
        serif: false,
      }
    }
    case 'comedy': {
      const h = [45, 185, 300, 20][Math.floor(r() * 4)] ?? 45
      return {
        sky: [hsl(h, 85, 52), hsl(h + 25, 90, 60), hsl(h + 50, 95, 72)],
        glow: hsl(h + 50, 100, 88),
        far: hsl(h + 180, 60, 55),
        land: hsl(h + 190, 55, 40),
        figure: hsl(h + 200, 55, 25),
        accent: hsl(h + 180, 90, 45),
        text: '#ffffff',
        shadow: hsl(h + 200, 70, 25),
        serif: false,
      }
    }
    case 'documentary': {
      const h = 95 + j(50)
      return {
        sky: [hsl(205 + j(20), 55, 62), hsl(35 + j(20), 70, 78), hsl(30, 80, 85)],
        glow: hsl(45, 100, 90),
        far: hsl(h + 60, 25, 55),
        land: hsl(h, 35, 22),
        figure: hsl(h, 40, 14),
        accent: hsl(40, 90, 55),
        text: '#ffffff',
        shadow: hsl(h, 50, 10),
        serif: true,
      }
    }
    case 'kids': {
      const h = 190 + j(60)
      return {
        sky: [hsl(h, 80, 70), hsl(h - 20, 75, 82), hsl(55, 95, 86)],
        glow: hsl(55, 100, 80),
        far: hsl(120 + j(40), 55, 62),
        land: hsl(110 + j(40), 55, 45),
        figure: hsl(30 + j(60), 90, 60),
        accent: hsl(h + 150, 90, 60),
        text: '#ffffff',
        shadow: hsl(h + 20, 80, 30),
        serif: false,
      }
    }
    case 'thriller': {
      const h = 215 + j(30)
      return {
        sky: [hsl(h, 40, 6), hsl(h - 5, 35, 18), hsl(h - 15, 30, 34)],
        glow: hsl(50, 90, 75),
        far: hsl(h, 30, 14),
        land: hsl(h, 35, 5),
        figure: hsl(h, 30, 3),
        accent: hsl(48, 95, 58),
        text: '#eef4ff',
        shadow: '#000000',
        serif: false,
      }
    }
    default: {
      const h = 25 + j(30)
      return {
        sky: [hsl(215 + j(30), 45, 16), hsl(h + 330, 40, 36), hsl(h, 75, 58)],
        glow: hsl(h + 15, 100, 75),
        far: hsl(230, 25, 30),
        land: hsl(230, 30, 12),
        figure: hsl(230, 35, 8),
        accent: hsl(h + 10, 95, 62),
        text: '#fffaf2',
        shadow: hsl(230, 50, 10),
        serif: true,
      }
    }
  }
}

export function fillSky(ctx: CanvasRenderingContext2D, w: number, h: number, p: Palette): void {
  const g = ctx.createLinearGradient(0, 0, 0, h)
  g.addColorStop(0, p.sky[0])
  g.addColorStop(0.55, p.sky[1])
  g.addColorStop(1, p.sky[2])
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w, h)
}

export function glow(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, color: string, core = true): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius)
  g.addColorStop(0, color)
  g.addColorStop(core ? 0.18 : 0.05, color)
  g.addColorStop(1, 'rgba(0,0,0,0)')
  ctx.save()
  ctx.globalCompositeOperation = 'lighter'
  ctx.globalAlpha = 0.75
  ctx.fillStyle = g
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2)
  ctx.restore()
}

/** Paints a full scene for a genre. `focusX` (0–1) is where the figures stand, away from the title. */
export function scene(ctx: CanvasRenderingContext2D, w: number, h: number, genre: string, p: Palette, r: Rand, focusX: number): void {
  const u = Math.min(w, h) / 10
  const fx = w * focusX
  fillSky(ctx, w, h, p)
  switch (genre) {
    case 'horror': {
      glow(ctx, w * (0.2 + r() * 0.6), h * (0.12 + r() * 0.15), u * 3, p.glow)
      ridge(ctx, w, h, h * 0.62, h * 0.1, p.far, r)
      fog(ctx, w, h * 0.6, h * 0.08, 'rgba(200,210,220,0.18)')
      if (r() < 0.5) house(ctx, w * (0.25 + r() * 0.5), h * 0.7, u * 0.9, p.land, p.accent)
      else bareTree(ctx, w * (0.15 + r() * 0.7), h * 0.75, u * 1.8, p.land, r)
      ctx.fillStyle = p.land
      ctx.fillRect(0, h * 0.72, w, h)
      figure(ctx, fx, h * 0.8, u * 0.9, p)
      fog(ctx, w, h * 0.78, h * 0.06, 'rgba(190,200,210,0.14)')
      vignette(ctx, w, h, 0.8)
      break
    }
    case 'romance': {
      glow(ctx, w * (0.3 + r() * 0.4), h * 0.45, u * 6, p.glow, false)
      dots(ctx, w, h * 0.7, 10, [p.glow, p.accent], u * 0.5, r)
      ridge(ctx, w, h, h * 0.78, h * 0.06, p.far, r)
      figure(ctx, fx - u * 1.15, h * 0.78, u * 1.2, p)
      figure(ctx, fx + u * 1.15, h * 0.8, u * 1.05, p, true)
      vignette(ctx, w, h, 0.45)
      break
    }
    case 'action': {
      glow(ctx, w * (0.2 + r() * 0.6), h * 0.62, u * 5, p.glow, false)
      streaks(ctx, w, h, 14, p.accent, r)
      skyline(ctx, w, h * 0.78, h * 0.3, p.far, r, p.accent)
      figure(ctx, fx, h * 0.8, u * 1.5, p)
      dots(ctx, w, h, 8, [p.accent], u * 0.12, r)
      vignette(ctx, w, h, 0.6)
      break
    }
    case 'comedy': {
      rays(ctx, w * 0.5, h * 0.42, Math.max(w, h), 14, 'rgba(255,255,255,0.12)', r() * 6)
      dots(ctx, w, h, 18, [p.accent, '#ffffff', p.far], u * 0.22, r)
      ridge(ctx, w, h, h * 0.8, h * 0.04, p.land, r)
      figure(ctx, fx - u * 1.5, h * 0.84, u * 0.95, p)
      figure(ctx, fx + u * 0.2, h * 0.8, u * 1.15, p)
      figure(ctx, fx + u * 1.8, h * 0.86, u * 0.85, p, true)
      break
    }
    case 'documentary': {
      glow(ctx, w * (0.2 + r() * 0.6), h * 0.38, u * 3.5, p.glow)
      ridge(ctx, w, h, h * 0.55, h * 0.12, p.far, r)
      ridge(ctx, w, h, h * 0.66, h * 0.08, p.land + '', r)
      const n = 2 + Math.floor(r() * 3)
      for (let i = 0; i < n; i++) stupa(ctx, w * (0.15 + r() * 0.7), h * (0.68 + r() * 0.05), u * (0.35 + r() * 0.35), p.figure)
      ctx.fillStyle = p.figure
      ctx.fillRect(0, h * 0.74, w, h)
      fog(ctx, w, h * 0.56, h * 0.05, 'rgba(255,255,255,0.2)')
      break
    }
    case 'kids': {
      glow(ctx, w * 0.82, h * 0.16, u * 2.2, p.glow)
      cloud(ctx, w * (0.05 + r() * 0.3), h * 0.18, u * 0.7, 'rgba(255,255,255,0.9)')
      cloud(ctx, w * (0.55 + r() * 0.25), h * 0.3, u * 0.55, 'rgba(255,255,255,0.85)')
      ridge(ctx, w, h, h * 0.7, h * 0.06, p.far, r)
      ridge(ctx, w, h, h * 0.8, h * 0.05, p.land, r)
      critter(ctx, fx, h * 0.58, u * 1.7, p.figure, r)
      dots(ctx, w, h * 0.5, 8, ['#ffffff', p.accent], u * 0.15, r)
      break
    }
    case 'thriller': {
      glow(ctx, w * (0.25 + r() * 0.5), h * 0.5, u * 2.5, p.glow)
      skyline(ctx, w, h * 0.62, h * 0.18, p.far, r, p.glow)
      ctx.fillStyle = p.land
      ctx.fillRect(0, h * 0.62, w, h)
      ctx.strokeStyle = 'rgba(255,255,255,0.25)'
      ctx.lineWidth = Math.max(1, u * 0.08)
      for (const dx of [-0.6, 0.6]) {
        ctx.beginPath()
        ctx.moveTo(w / 2 + dx * u * 0.2, h * 0.62)
        ctx.lineTo(w / 2 + dx * w, h)
        ctx.stroke()
      }
      figure(ctx, fx, h * 0.82, u * 1.1, p)
      streaks(ctx, w, h, 10, 'rgba(200,220,255,0.5)', r)
      vignette(ctx, w, h, 0.7)
      break
    }
    default: {
      glow(ctx, w * (0.2 + r() * 0.6), h * 0.58, u * 4, p.glow)
      ridge(ctx, w, h, h * 0.64, h * 0.1, p.far, r)
      if (r() < 0.6) stupa(ctx, w * (0.1 + r() * 0.8), h * 0.66, u * 0.5, p.land)
      ctx.fillStyle = p.land
      ctx.fillRect(0, h * 0.7, w, h)
      figure(ctx, fx, h * 0.8, u * 1.3, p)
      if (r() < 0.5) figure(ctx, fx + u * 2.2 * (focusX > 0.5 ? -1 : 1), h * 0.86, u * 0.9, p, true)
      vignette(ctx, w, h, 0.5)
    }
  }
}

// Silhouettes and shapes for the generated key art. Runs inside Chromium like paint-scene.ts: only
// browser APIs and the other paint-*.ts functions (by name) may be used here.
import type { Palette, Rand } from './paint-scene.ts'

/** A ridge of hills from x=0 to x=w around baseline y. */
export function ridge(ctx: CanvasRenderingContext2D, w: number, h: number, y: number, amp: number, color: string, r: Rand): void {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.moveTo(0, h)
  const steps = 6 + Math.floor(r() * 4)
  let py = y - r() * amp
  ctx.lineTo(0, py)
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps
    const ny = y - r() * amp
    ctx.quadraticCurveTo(x - w / steps / 2, Math.min(py, ny) - amp * 0.5 * r(), x, ny)
    py = ny
  }
  ctx.lineTo(w, h)
  ctx.closePath()
  ctx.fill()
}

/** A Myanmar stupa silhouette: stepped terraces, bell, rings and a spire. */
export function stupa(ctx: CanvasRenderingContext2D, x: number, base: number, s: number, color: string): void {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.rect(x - 1.6 * s, base - 0.35 * s, 3.2 * s, 0.35 * s)
  ctx.rect(x - 1.25 * s, base - 0.7 * s, 2.5 * s, 0.36 * s)
  ctx.fill()
  ctx.beginPath()
  ctx.moveTo(x - 1.05 * s, base - 0.68 * s)
  ctx.bezierCurveTo(x - 1.0 * s, base - 1.6 * s, x - 0.45 * s, base - 1.9 * s, x - 0.3 * s, base - 2.2 * s)
  ctx.lineTo(x - 0.06 * s, base - 3.6 * s)
  ctx.lineTo(x, base - 3.9 * s)
  ctx.lineTo(x + 0.06 * s, base - 3.6 * s)
  ctx.lineTo(x + 0.3 * s, base - 2.2 * s)
  ctx.bezierCurveTo(x + 0.45 * s, base - 1.9 * s, x + 1.0 * s, base - 1.6 * s, x + 1.05 * s, base - 0.68 * s)
  ctx.closePath()
  ctx.fill()
}

export function skyline(
  ctx: CanvasRenderingContext2D,
  w: number,
  base: number,
  maxH: number,
  color: string,
  r: Rand,
  windows?: string,
): void {
  let x = -10
  while (x < w) {
    const bw = 14 + r() * 34
    const bh = maxH * (0.3 + r() * 0.7)
    ctx.fillStyle = color
    ctx.fillRect(x, base - bh, bw, bh + 400)
    if (windows && r() < 0.6) {
      ctx.fillStyle = windows
      for (let k = 0; k < 3; k++) ctx.fillRect(x + 3 + r() * (bw - 8), base - bh + 6 + r() * (bh - 12), 3, 4)
    }
    x += bw + r() * 4
  }
}

/** A head-and-shoulders silhouette with a thin rim light: the figure of classic key art. */
export function figure(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, p: Palette, flip = false): void {
  const d = flip ? -1 : 1
  ctx.save()
  ctx.fillStyle = p.figure
  ctx.strokeStyle = p.accent
  ctx.lineWidth = Math.max(1, s * 0.05)
  ctx.globalAlpha = 1
  ctx.beginPath()
  ctx.ellipse(x + d * 0.05 * s, y - 2.55 * s, 0.52 * s, 0.64 * s, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.globalAlpha = 0.55
  ctx.stroke()
  ctx.globalAlpha = 1
  ctx.beginPath()
  ctx.moveTo(x - 2.0 * s, y + 4 * s)
  ctx.lineTo(x - 1.75 * s, y - 0.6 * s)
  ctx.quadraticCurveTo(x - 1.55 * s, y - 1.45 * s, x - 0.4 * s, y - 1.65 * s)
  ctx.lineTo(x - 0.3 * s, y - 2.05 * s)
  ctx.lineTo(x + 0.3 * s, y - 2.05 * s)
  ctx.lineTo(x + 0.4 * s, y - 1.65 * s)
  ctx.quadraticCurveTo(x + 1.55 * s, y - 1.45 * s, x + 1.75 * s, y - 0.6 * s)
  ctx.lineTo(x + 2.0 * s, y + 4 * s)
  ctx.closePath()
  ctx.fill()
  ctx.globalAlpha = 0.45
  ctx.stroke()
  ctx.restore()
}

export function bareTree(ctx: CanvasRenderingContext2D, x: number, base: number, s: number, color: string, r: Rand): void {
  ctx.strokeStyle = color
  ctx.lineCap = 'round'
  const branch = (bx: number, by: number, len: number, ang: number, width: number, depth: number): void => {
    const ex = bx + Math.cos(ang) * len
    const ey = by + Math.sin(ang) * len
    ctx.lineWidth = width
    ctx.beginPath()
    ctx.moveTo(bx, by)
    ctx.lineTo(ex, ey)
    ctx.stroke()
    if (depth > 0) {
      branch(ex, ey, len * 0.72, ang - 0.45 - r() * 0.3, width * 0.65, depth - 1)
      branch(ex, ey, len * 0.7, ang + 0.4 + r() * 0.3, width * 0.65, depth - 1)
    }
  }
  branch(x, base, s, -Math.PI / 2 + (r() - 0.5) * 0.2, s * 0.12, 4)
}

export function house(ctx: CanvasRenderingContext2D, x: number, base: number, s: number, color: string, light: string): void {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.moveTo(x - 1.6 * s, base)
  ctx.lineTo(x - 1.6 * s, base - 1.6 * s)
  ctx.lineTo(x - 1.9 * s, base - 1.6 * s)
  ctx.lineTo(x, base - 3.0 * s)
  ctx.lineTo(x + 1.9 * s, base - 1.6 * s)
  ctx.lineTo(x + 1.6 * s, base - 1.6 * s)
  ctx.lineTo(x + 1.6 * s, base)
  ctx.closePath()
  ctx.fill()
  ctx.fillStyle = light
  ctx.fillRect(x - 0.9 * s, base - 1.3 * s, 0.5 * s, 0.55 * s)
  ctx.fillRect(x + 0.4 * s, base - 1.3 * s, 0.5 * s, 0.55 * s)
}

export function fog(ctx: CanvasRenderingContext2D, w: number, y: number, band: number, color: string): void {
  const g = ctx.createLinearGradient(0, y - band, 0, y + band)
  g.addColorStop(0, 'rgba(0,0,0,0)')
  g.addColorStop(0.5, color)
  g.addColorStop(1, 'rgba(0,0,0,0)')
  ctx.fillStyle = g
  ctx.fillRect(0, y - band, w, band * 2)
}

export function rays(
  ctx: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  color: string,
  turn: number,
): void {
  ctx.fillStyle = color
  for (let i = 0; i < count; i++) {
    const a0 = turn + (i / count) * Math.PI * 2
    const a1 = a0 + Math.PI / count
    ctx.beginPath()
    ctx.moveTo(cx, cy)
    ctx.lineTo(cx + Math.cos(a0) * radius, cy + Math.sin(a0) * radius)
    ctx.lineTo(cx + Math.cos(a1) * radius, cy + Math.sin(a1) * radius)
    ctx.closePath()
    ctx.fill()
  }
}

export function dots(ctx: CanvasRenderingContext2D, w: number, h: number, n: number, colors: string[], size: number, r: Rand): void {
  for (let i = 0; i < n; i++) {
    ctx.fillStyle = colors[i % colors.length] ?? '#fff'
    ctx.globalAlpha = 0.35 + r() * 0.5
    ctx.beginPath()
    ctx.arc(r() * w, r() * h, size * (0.4 + r()), 0, Math.PI * 2)
    ctx.fill()
  }
  ctx.globalAlpha = 1
}

export function streaks(ctx: CanvasRenderingContext2D, w: number, h: number, n: number, color: string, r: Rand): void {
  ctx.strokeStyle = color
  for (let i = 0; i < n; i++) {
    const x = r() * w * 1.4 - w * 0.2
    const y = r() * h
    const len = w * (0.15 + r() * 0.35)
    ctx.lineWidth = 1 + r() * 3
    ctx.globalAlpha = 0.2 + r() * 0.4
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.lineTo(x + len, y - len * 0.35)
    ctx.stroke()
  }
  ctx.globalAlpha = 1
}

export function cloud(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, color: string): void {
  ctx.fillStyle = color
  ctx.beginPath()
  ctx.arc(x, y, s, 0, Math.PI * 2)
  ctx.arc(x + s * 1.1, y - s * 0.35, s * 1.2, 0, Math.PI * 2)
  ctx.arc(x + s * 2.3, y, s * 0.95, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillRect(x, y - s * 0.2, s * 2.3, s * 1.2)
}

/** A round, friendly animal face for the kids' titles. */
export function critter(ctx: CanvasRenderingContext2D, x: number, y: number, s: number, body: string, r: Rand): void {
  ctx.fillStyle = body
  const ear = r() < 0.5
  ctx.beginPath()
  if (ear) {
    ctx.moveTo(x - 0.9 * s, y - 0.5 * s)
    ctx.lineTo(x - 0.75 * s, y - 1.5 * s)
    ctx.lineTo(x - 0.2 * s, y - 0.9 * s)
    ctx.moveTo(x + 0.9 * s, y - 0.5 * s)
    ctx.lineTo(x + 0.75 * s, y - 1.5 * s)
    ctx.lineTo(x + 0.2 * s, y - 0.9 * s)
  } else {
    ctx.arc(x - 0.75 * s, y - 0.8 * s, 0.4 * s, 0, Math.PI * 2)
    ctx.arc(x + 0.75 * s, y - 0.8 * s, 0.4 * s, 0, Math.PI * 2)
  }
  ctx.fill()
  ctx.beginPath()
  ctx.arc(x, y, s, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#ffffff'
  ctx.beginPath()
  ctx.arc(x - 0.38 * s, y - 0.1 * s, 0.26 * s, 0, Math.PI * 2)
  ctx.arc(x + 0.38 * s, y - 0.1 * s, 0.26 * s, 0, Math.PI * 2)
  ctx.fill()
  ctx.fillStyle = '#1b1b2f'
  ctx.beginPath()
  ctx.arc(x - 0.33 * s, y - 0.06 * s, 0.13 * s, 0, Math.PI * 2)
  ctx.arc(x + 0.43 * s, y - 0.06 * s, 0.13 * s, 0, Math.PI * 2)
  ctx.fill()
  ctx.strokeStyle = '#1b1b2f'
  ctx.lineWidth = Math.max(1, s * 0.07)
  ctx.beginPath()
  ctx.arc(x, y + 0.3 * s, 0.3 * s, 0.15 * Math.PI, 0.85 * Math.PI)
  ctx.stroke()
}

export function vignette(ctx: CanvasRenderingContext2D, w: number, h: number, strength: number): void {
  const g = ctx.createRadialGradient(w / 2, h / 2, Math.min(w, h) * 0.35, w / 2, h / 2, Math.max(w, h) * 0.75)
  g.addColorStop(0, 'rgba(0,0,0,0)')
  g.addColorStop(1, `rgba(0,0,0,${strength})`)
  ctx.fillStyle = g
  ctx.fillRect(0, 0, w, h)
}

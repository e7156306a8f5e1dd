// Text layout for the generated artwork. Runs inside Chromium (see paint-scene.ts for the rules):
// canvas text goes through Chromium's HarfBuzz shaping, so Burmese (Noto Sans Myanmar) renders correctly.

export function fontFor(lang: string, serif: boolean, size: number, weight = 700): string {
  if (lang === 'my') return `${weight} ${size}px "Noto Sans Myanmar", "Noto Sans", sans-serif`
  if (serif) return `${weight} ${size}px "Noto Serif", "DejaVu Serif", serif`
  return `${weight} ${size}px "Noto Sans Display", "Noto Sans", sans-serif`
}

/** Greedy word wrap on spaces (Burmese titles are written with spaces between phrases). */
export function wrapWords(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    const next = line ? `${line} ${word}` : word
    if (line && ctx.measureText(next).width > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = next
    }
  }
  if (line) lines.push(line)
  return lines
}

export interface Fitted {
  lines: string[]
  size: number
  font: string
}

/** The largest font size (from `start` down to `min`) at which `text` fits in `maxLines` lines of `maxWidth`. */
export function fitText(
  ctx: CanvasRenderingContext2D,
  text: string,
  lang: string,
  serif: boolean,
  maxWidth: number,
  maxLines: number,
  start: number,
  min: number,
  weight = 700,
): Fitted {
  for (let size = start; size >= min; size--) {
    const font = fontFor(lang, serif, size, weight)
    ctx.font = font
    const lines = wrapWords(ctx, text, maxWidth)
    if (lines.length <= maxLines && lines.every((l) => ctx.measureText(l).width <= maxWidth)) return { lines, size, font }
  }
  const font = fontFor(lang, serif, min, weight)
  ctx.font = font
  let lines = wrapWords(ctx, text, maxWidth)
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines)
    lines[maxLines - 1] = `${lines[maxLines - 1] ?? ''}…`
  }
  return { lines, size: min, font }
}

export function lineHeight(lang: string, size: number): number {
  return Math.round(size * (lang === 'my' ? 1.45 : 1.08))
}

/** Draws lines so that the LAST line's baseline sits at `bottom`. Returns the y of the first baseline. */
export function drawLinesUp(
  ctx: CanvasRenderingContext2D,
  fitted: Fitted,
  lang: string,
  x: number,
  bottom: number,
  align: CanvasTextAlign,
  color: string,
  shadow: string,
): number {
  const lh = lineHeight(lang, fitted.size)
  const first = bottom - (fitted.lines.length - 1) * lh
  ctx.save()
  ctx.font = fitted.font
  ctx.textAlign = align
  ctx.textBaseline = 'alphabetic'
  ctx.fillStyle = color
  ctx.shadowColor = shadow
  ctx.shadowBlur = Math.max(2, fitted.size * 0.25)
  ctx.shadowOffsetY = Math.max(1, fitted.size * 0.05)
  fitted.lines.forEach((line, i) => ctx.fillText(line, x, first + i * lh))
  ctx.restore()
  return first
}

/** A short single line of small text (credits, captions). */
export function smallText(
  ctx: CanvasRenderingContext2D,
  text: string,
  lang: string,
  x: number,
  y: number,
  size: number,
  align: CanvasTextAlign,
  color: string,
  maxWidth: number,
  spacing = 0,
): void {
  ctx.save()
  ctx.font = fontFor(lang, false, size, lang === 'my' ? 500 : 600)
  ctx.letterSpacing = `${spacing}px`
  let s = text
  while (s.length > 1 && ctx.measureText(s).width > maxWidth) s = s.slice(0, -2)
  if (s !== text) s = `${s}…`
  ctx.textAlign = align
  ctx.fillStyle = color
  ctx.shadowColor = 'rgba(0,0,0,0.6)'
  ctx.shadowBlur = 3
  ctx.fillText(s, x, y)
  ctx.restore()
}

/** A rounded pill with text: episode numbers, NEW badges, call-to-action buttons. */
export function pill(
  ctx: CanvasRenderingContext2D,
  text: string,
  lang: string,
  x: number,
  y: number,
  size: number,
  bg: string,
  fg: string,
): number {
  ctx.save()
  ctx.font = fontFor(lang, false, size, 700)
  const padX = size * 0.7
  const width = ctx.measureText(text).width + padX * 2
  const height = lang === 'my' ? size * 1.9 : size * 1.6
  ctx.fillStyle = bg
  ctx.beginPath()
  ctx.roundRect(x, y, width, height, height / 2)
  ctx.fill()
  ctx.fillStyle = fg
  ctx.textBaseline = 'middle'
  ctx.fillText(text, x + padX, y + height / 2 + (lang === 'my' ? size * 0.08 : 0))
  ctx.restore()
  return width
}

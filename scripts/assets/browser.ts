// Drives headless Chromium to paint the artwork: the paint-*.ts functions are injected into a blank
// page as globals, each image is painted on a canvas there and returned as a data URL.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import * as paintScene from './paint-scene.ts'
import * as paintShapes from './paint-shapes.ts'
import * as paintText from './paint-text.ts'
import * as paint from './paint.ts'
import type { ArtSpec, Encoded } from './paint.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
]

export interface Painter {
  page: Page
  render(spec: ArtSpec): Promise<{ buffer: Buffer; quality: number }>
  close(): Promise<void>
}

/** The source of every function exported by the paint modules, as page-global function declarations. */
function paintSource(): string {
  return [paintScene, paintShapes, paintText, paint]
    .flatMap((mod) => Object.values(mod))
    .filter((value): value is (...args: never[]) => unknown => typeof value === 'function')
    .map((fn) => fn.toString())
    .join('\n\n')
}

/** Burmese needs Noto Sans Myanmar (fonts-noto-core); without it Chromium draws empty boxes. */
function hasMyanmarFont(): boolean {
  try {
    return execFileSync('fc-list', [':family=Noto Sans Myanmar'], { encoding: 'utf8' }).trim().length > 0
  } catch {
    return existsSync('/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf')
  }
}

export async function openPainter(): Promise<Painter> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium fonts-noto-core) or set CHROMIUM_PATH.`)
  }
  if (!hasMyanmarFont()) throw new Error('The Noto Sans Myanmar font is missing: apt-get install fonts-noto-core')
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  const page = await browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 })
  await page.setContent('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>')
  await page.addScriptTag({ content: paintSource() })
  return {
    page,
    async render(spec) {
      const out = await page.evaluate((s) => (globalThis as unknown as { paintArt(s: ArtSpec): Encoded }).paintArt(s), spec)
      const base64 = out.data.slice(out.data.indexOf(',') + 1)
      return { buffer: Buffer.from(base64, 'base64'), quality: out.quality }
    },
    close: () => browser.close(),
  }
}

// The web app manifest's screenshot: the real home screen, in Burmese, at the size the manifest
// declares (540×960), from the built app against the reference server's seeded content.
//
//   npm run build && node scripts/make-screenshot.ts
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { TestServer } from '../tests/e2e/support/server.ts'
import { CHROMIUM_ARGS } from '../playwright.config.ts'
import { CHROMIUM_PATH } from './lib/browser-deps.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = join(root, 'public/screenshots/home-narrow.png')
if (!existsSync(join(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first')

const server = await TestServer.create()
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 540, height: 960 }, locale: 'my-MM' })
  await page.goto(`${server.url}/?checked=1`)
  // The promotion popup opens once per popup; the screenshot shows the feed under it.
  const popup = page.getByRole('dialog')
  await popup.waitFor({ state: 'visible', timeout: 10_000 })
  await page.keyboard.press('Escape')
  await popup.waitFor({ state: 'hidden' })
  await page.evaluate(async () => {
    await document.fonts.ready
    const inView = (img: HTMLImageElement) => {
      const r = img.getBoundingClientRect()
      return r.top < window.innerHeight && r.left < window.innerWidth && r.bottom > 0 && r.right > 0
    }
    const loaded = [...document.images]
      .filter(inView)
      .map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true }))))
    await Promise.race([Promise.all(loaded), new Promise((r) => setTimeout(r, 5000))])
  })
  await page.screenshot({ path: out, type: 'png' })
  console.log(`wrote ${out}`)
} finally {
  await browser.close()
  await server.dispose()
}

// The deterministic part of a first visit under the data saver (part of `npm run budgets`, after
// `npm run build`): what the worker precaches whatever the saver (the page, its font, manifest and
// icon: screens' code waits for first use, sw/lean-precache.ts), and the pictures home's first screen
// asks for under the saver, counted as the heaviest the catalogue could put there, in AVIF and in
// WebP; and the code a title's page opened from home fetches at the tap under the saver. What the
// proxy sees in a real browser is `npm run bench:light`.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { KB, gzipSize, readManifest, staticClosure } from './lib/startup-bytes.ts'
import { namedChunk } from './lib/screen-chunks.ts'
import { precacheUrls } from './lib/precache.ts'
import { SAVER_BANNER_WIDTH, paintedWidth, variantFor } from '../src/lib/image-variants.ts'
import { gatePage } from '../server/http/gate-page.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = process.env.DIST_DIR ?? join(root, 'dist')
const images = join(root, 'server', 'assets', 'images')

// Home's first screen on a phone under the saver (bench:light lists them): the first banner, two
// rows' posters and the home popup's, and the promotions row.
const FIRST_SCREEN = { banners: 1, posters: 12, promotions: 4 }

// What one more file costs at the tap beyond its body: the request's and the answer's headers, as
// bench:light's proxy counts them for this server's scripts (1.0 to 1.6 KB).
const HEADERS_PER_FILE = 1.3 * KB

const BUDGETS = {
  "precache without screens' code (gzip)": 75 * KB,
  // With the title's answers (about 5 KB) and its first stills (about 2 KB each), the page opened
  // from home stays under its 60 KB target (bench:light); this is the part the build decides.
  "a title's page's code at the tap under the saver, headers included": 19 * KB,
  "home's first screen of pictures under the saver, AVIF": 36 * KB,
  "home's first screen of pictures under the saver, WebP": 56 * KB,
  // The page a first visit leaves at once for the operator's checker (server/http/gate-page.ts).
  "a first visit's gate page (gzip)": 5 * KB,
}

/** The `count` heaviest files of one variant among a folder's pictures. */
function heaviest(folder: string, match: RegExp, cssWidth: number, count: number, format: 'avif' | 'webp'): number {
  const sizes = readdirSync(join(images, folder))
    .filter((f) => match.test(f))
    .map((f) => {
      const path = `/images/${folder}/${f}`
      const width = variantFor(paintedWidth(path) ?? 0, cssWidth)
      return statSync(join(images, folder, `${f.replace(/\.webp$/, '')}@${width}-low.${format}`)).size
    })
    .sort((a, b) => b - a)
  return sizes.slice(0, count).reduce((n, s) => n + s, 0)
}

const pictures = (format: 'avif' | 'webp') =>
  heaviest('sliders', /^\d+\.webp$/, SAVER_BANNER_WIDTH.slider, FIRST_SCREEN.banners, format) +
  heaviest('posters', /^\d+\.webp$/, 112, FIRST_SCREEN.posters, format) +
  heaviest('promotions', /^\d+-banner\.webp$/, 288, FIRST_SCREEN.promotions, format)

const precacheProper = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'))
  .filter((url) => !/^assets\/.+\.js$/.test(url))
  .reduce((n, url) => n + gzipSize(readFileSync(join(dist, url))), 0)

/**
 * The scripts a title's page opened from home fetches: its route's chunk and the extras it asks for
 * after painting, with their static imports, less what home already loaded (the entry, home's route
 * and what home asks for after its first paint). Under the saver the player's warm-up fetches nothing.
 */
function titlePageCode(): { files: string[]; bytes: number } {
  const manifest = readManifest(dist)
  const keyOf = (prefix: string) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(prefix))
    if (!key) throw new Error(`The build manifest has no chunk for ${prefix}`)
    return key
  }
  const home = new Set<string>()
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  for (const root of [entry ?? '', keyOf('src/routes/index.tsx?tsr-split=component'), namedChunk(manifest, 'after-paint')]) {
    staticClosure(manifest, root, home)
  }
  const title = new Set<string>()
  for (const root of [keyOf('src/routes/content.tsx?tsr-split=component'), namedChunk(manifest, 'title-extras')])
    staticClosure(manifest, root, title)
  const files = [...title].filter((k) => !home.has(k)).map((k) => manifest[k]!.file)
  return { files, bytes: files.reduce((n, f) => n + gzipSize(readFileSync(join(dist, f))) + HEADERS_PER_FILE, 0) }
}

const title = titlePageCode()

const figures: Record<keyof typeof BUDGETS, number> = {
  "precache without screens' code (gzip)": precacheProper,
  "a title's page's code at the tap under the saver, headers included": title.bytes,
  "home's first screen of pictures under the saver, AVIF": pictures('avif'),
  "home's first screen of pictures under the saver, WebP": pictures('webp'),
  "a first visit's gate page (gzip)": gzipSize(Buffer.from(gatePage(readFileSync(join(dist, 'index.html'), 'utf8')))),
}

let failed = 0
for (const [name, budget] of Object.entries(BUDGETS) as Array<[keyof typeof BUDGETS, number]>) {
  const ok = figures[name] <= budget
  if (!ok) failed++
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${(figures[name] / KB).toFixed(1)} KB (budget ${budget / KB} KB)`)
}
console.log(
  `     a title's page's code at the tap: ${title.files.length} files (${title.files.map((f) => f.replace(/^assets\//, '')).join(', ')})`,
)
process.exit(failed === 0 ? 0 : 1)

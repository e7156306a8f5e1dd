// Start-up, read from Vite's build manifest: the entry chunk with its static imports and CSS (what
// every screen waits for), the font the CSS names for Myanmar text, and apart from them home's own
// code: its route chunk and what that imports. Sizes are gzip level 9, as a CDN would send them.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { EAGER_COMPILE_HINT } from '../vite/compile-hints.ts'

export const KB = 1024

/** The byte budgets: `npm test` holds the build to them, and `npm run bench` prints them as targets. */
export const BUDGETS = {
  'start-up JS (gzip)': 146 * KB,
  // Home answers a tap only once its route chunk and the after-paint chunk it imports have run.
  "home's code, start-up included (gzip)": 180 * KB,
  // Inlined in the page, so every byte of it comes before the first paint.
  'start-up CSS (gzip)': 11.25 * KB,
  'Burmese font subset': 60 * KB,
  'largest banner or slider image': 30 * KB,
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export interface StartupBytes {
  js: number
  /** The start-up JS plus home's route chunk and its static imports. */
  homeJs: number
  css: number
  font: number
  html: number
  files: Record<'js' | 'css' | 'font' | 'html', string[]>
  /** Libraries that must load late, found in a critical chunk (should be empty). */
  lateLibrariesFound: string[]
  /** Files the entry loads statically that lack the eager-compile hint (should be empty). */
  eagerCompileMissing: string[]
}

// The router plugin names a split route's chunk by the parts it holds (`…?tsr-split=component---errorComponent`).
const HOME_ROUTE_PREFIX = 'src/routes/index.tsx?tsr-split=component'

// Strings that survive minification and exist only inside each library.
const LATE_LIBRARIES: Array<[name: string, marker: string]> = [
  ['hls.js', 'hlsManifestLoading'],
  ['DOMPurify', 'uponSanitizeElement'],
  ['myanmar-tools', 'ZawgyiDetector'],
]

export const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json')
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first`)
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest
}

/** The manifest keys `key` brings in statically: itself and its imports, all the way down. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen)
  return seen
}

export function startupBytes(dist: string): StartupBytes {
  const manifest = readManifest(dist)
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry chunk')
  const homeKey = Object.keys(manifest).find((k) => k.startsWith(HOME_ROUTE_PREFIX))
  if (!homeKey) throw new Error('The build manifest has no component chunk for the home route')

  const startup = staticClosure(manifest, entryKey)
  const home = staticClosure(manifest, homeKey, new Set(startup))

  const js = new Set<string>()
  const css = new Set<string>()
  const font = new Set<string>()
  for (const key of startup) {
    const chunk = manifest[key]!
    js.add(chunk.file)
    chunk.css?.forEach((f) => css.add(f))
    chunk.assets?.filter((f) => f.endsWith('.woff2')).forEach((f) => font.add(f))
  }
  // The build inlines the entry's stylesheet into index.html (scripts/vite/inline-css.ts): its bytes
  // are counted as CSS, and the HTML figure is the page without them.
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '').join('')
  const onDisk = (files: Set<string>) => [...files].filter((f) => existsSync(join(dist, f)))
  const size = (files: Set<string>) => onDisk(files).reduce((n, f) => n + gzipSize(readFileSync(join(dist, f))), 0)
  // Each critical script read once, for both checks below.
  const code = new Map([...js].map((f) => [f, readFileSync(join(dist, f), 'utf8')]))
  const lateLibrariesFound = LATE_LIBRARIES.filter(([, marker]) => [...code.values()].some((text) => text.includes(marker))).map(
    ([name]) => name,
  )

  // The entry and its static imports, all among the critical scripts.
  const entryFiles = [entryKey, ...(manifest[entryKey]!.imports ?? [])].map((k) => manifest[k]?.file ?? k)
  const eagerCompileMissing = entryFiles.filter((f) => !code.get(f)?.startsWith(EAGER_COMPILE_HINT))

  return {
    js: size(js),
    homeJs: size(js) + size(new Set([...home].filter((k) => !startup.has(k)).map((k) => manifest[k]!.file))),
    css: size(css) + (inlineCss ? gzipSize(Buffer.from(inlineCss)) : 0),
    // woff2 is already compressed: count it as sent.
    font: [...font].reduce((n, f) => n + readFileSync(join(dist, f)).length, 0),
    html: gzipSize(Buffer.from(html.replace(/<style>[\s\S]*?<\/style>/g, ''))),
    files: { js: [...js], css: [...onDisk(css), ...(inlineCss ? ['index.html <style>'] : [])], font: [...font], html: ['index.html'] },
    lateLibrariesFound,
    eagerCompileMissing,
  }
}

// What the service worker precaches, read from a build: the URL list injected into dist/sw.js,
// checked against the chunk graph in dist/.vite/manifest.json.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}

export interface PrecacheReport {
  urls: string[]
  /** Files the offline app needs that the worker does not precache. */
  missing: string[]
  /** Precached files that must not be: the player's media library (runtime-cached), and any media. */
  forbidden: string[]
  /** Asset paths a chunk names (for Vite's preload helper) that the build did not write. */
  dangling: string[]
}

/** The `url` of every precache entry injected into the worker. */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((m) => (m[1] ?? '').replace(/^\//, ''))
}

/** Video, audio and playlists, and anything under the server's media or the downloads' prefix. */
export const isMedia = (url: string) => /^\/?(media|__downloads)\//.test(url) || /\.(m3u8|m4s|mp4|m4a|ts|aac|webm|mkv)(\?|$)/i.test(url)

const isHls = (key: string, chunk: ManifestChunk) => /node_modules[\\/]hls\.js[\\/]/.test(key) || /(^|\/)hls[^/]*\.js$/.test(chunk.file)

/**
 * `myCatalogueText` is a Burmese translation from src/locales/my/messages.po: the JS file that
 * carries it is the default catalogue, wherever the bundler put it.
 */
export function checkPrecache(dist: string, myCatalogueText: string): PrecacheReport {
  const urls = precacheUrls(readFileSync(join(dist, 'sw.js'), 'utf8'))
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const precached = new Set(urls)
  const needed = new Set<string>(['index.html'])
  const forbidden: string[] = []
  for (const [key, chunk] of Object.entries(manifest)) {
    if (isHls(key, chunk)) {
      if (precached.has(chunk.file)) forbidden.push(chunk.file)
      continue
    }
    if (chunk.isEntry || chunk.isDynamicEntry || key.endsWith('.woff2')) needed.add(chunk.file)
    // An inlined stylesheet (scripts/vite/inline-css.ts) is no longer a file: index.html carries it.
    for (const css of chunk.css ?? []) if (existsSync(join(dist, css))) needed.add(css)
  }
  for (const url of urls) if (/(^|\/)hls[^/]*\.js$/.test(url) && !forbidden.includes(url)) forbidden.push(url)
  // Media would fill the quota in minutes; a download's bytes live in their own cache alone.
  for (const url of urls) if (isMedia(url) && !forbidden.includes(url)) forbidden.push(url)
  const js = new Map(
    readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(join(dist, 'assets', f), 'utf8')]),
  )
  const catalogue = [...js].find(([, code]) => code.includes(myCatalogueText))?.[0]
  if (catalogue) needed.add(`assets/${catalogue}`)
  else needed.add('(the Burmese catalogue: no JS file carries it)')
  return { urls, missing: [...needed].filter((f) => !precached.has(f)).sort(), forbidden, dangling: danglingAssets(dist, js) }
}

/**
 * Files named in chunks' preload lists that are not in the build. A build step that removes a file
 * (the inlined stylesheet) must also take it out of those lists: the preload helper fails the lazy
 * import of any screen whose list names a missing stylesheet.
 */
export function danglingAssets(dist: string, jsFiles: Map<string, string>): string[] {
  const dangling = new Set<string>()
  for (const [f, code] of jsFiles) {
    for (const m of code.matchAll(/"(assets\/[\w.-]+\.(?:js|css))"/g)) {
      if (!existsSync(join(dist, m[1]!))) dangling.add(`${m[1]} (named in assets/${f})`)
    }
  }
  return [...dangling].sort()
}

/** The first Burmese translation of a .po file that has no placeholder (compiled, it stays whole). */
export function firstTranslation(po: string): string {
  for (const m of po.matchAll(/msgstr "((?:[^"\\]|\\.)*)"/g)) {
    const text = JSON.parse(`"${m[1] ?? ''}"`) as string
    if (/[\u1000-\u109f]/.test(text) && !/[{}<>]/.test(text)) return text
  }
  throw new Error('the Burmese catalogue has no translation')
}

/**
 * What stops the worker from running at all: it is registered as a classic script, where
 * `import.meta` and `import()` are syntax errors, so one dynamic import reaching it from shared
 * code (the API client, say) leaves the app with no offline launch.
 */
export function classicWorkerProblems(swText: string): string[] {
  const problems: string[] = []
  if (/\bimport\.meta\b/.test(swText)) problems.push('import.meta')
  if (/(^|[^.\w$])import\s*\(/.test(swText)) problems.push('import()')
  return problems
}

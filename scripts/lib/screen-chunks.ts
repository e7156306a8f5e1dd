// The scripts a screen's route asks for beyond the start-up's: its component chunk and that chunk's
// static imports, read from Vite's build manifest. Each one is a request on a slow link and a
// `<link rel=modulepreload>` that the page inserts on the main thread, so their number has a budget
// of its own (scripts/check-budgets.ts).
import { staticClosure, type Manifest } from './startup-bytes.ts'

/** The screens whose first paint is measured on the calibrated phone, by their route file. */
export const MEASURED_SCREENS = {
  home: 'src/routes/index.tsx',
  "a title's page": 'src/routes/content.tsx',
  search: 'src/routes/search.tsx',
} as const

/** The files a route's component brings beyond the entry's; throws if the route has no component chunk. */
export function screenChunks(manifest: Manifest, routeFile: string): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('The build manifest has no entry chunk')
  const routeKey = Object.keys(manifest).find((k) => k.startsWith(`${routeFile}?tsr-split=component`))
  if (!routeKey) throw new Error(`The build manifest has no component chunk for ${routeFile}`)
  const startup = staticClosure(manifest, entryKey)
  return [...staticClosure(manifest, routeKey)].filter((k) => !startup.has(k)).map((k) => manifest[k]!.file)
}

/** The manifest key of a chunk vite.config.ts names (`title-extras`, `download-engine`); throws if the build has none. */
export function namedChunk(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((k) => new RegExp(`^_${name}-[\\w-]+\\.js$`).test(k))
  if (!key) throw new Error(`The build manifest has no chunk named ${name}`)
  return key
}

/** Whether loading chunk `from` (by its name) also loads chunk `chunk` before it can run. */
export function loadsWith(manifest: Manifest, from: string, chunk: string): boolean {
  return staticClosure(manifest, namedChunk(manifest, from)).has(namedChunk(manifest, chunk))
}

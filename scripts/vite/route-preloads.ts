import type { OutputBundle, OutputChunk } from 'rolldown'
import type { PreloadMap } from '../../src/boot/preload-map.ts'
import { BANNER_PAGES } from '../../src/lib/boot-banner.ts'
import { entryChunk } from './bundle.ts'

// TanStack Router's split route chunks: `src/routes/<file>.tsx?tsr-split=component---errorComponent`.
const ROUTE_CHUNK = /[\\/]src[\\/]routes[\\/]([\w-]+)\.tsx\?tsr-split=([\w-]+)$/
const CATALOGUE = /[\\/]src[\\/]locales[\\/](\w+)[\\/](?:startup|messages)\.po$/
const ZAWGYI = /[\\/]src[\\/]lib[\\/]zawgyi[\\/]unicode\.ts$/

const routePath = (file: string) => (file === 'index' ? '/' : `/${file}`)

/** What `from` imports, each chunk after the chunks it imports itself: the order they evaluate in. */
function evaluationOrder(from: OutputChunk, byFile: Map<string, OutputChunk>, seen = new Set<string>(), order: string[] = []): string[] {
  for (const dep of from.imports) {
    if (seen.has(dep)) continue
    seen.add(dep)
    const chunk = byFile.get(dep)
    if (chunk) evaluationOrder(chunk, byFile, seen, order)
    order.push(dep)
  }
  return order
}

/** The preload map of src/boot/preloads.ts, read from a build's chunk graph. */
export function preloadMap(bundle: OutputBundle): PreloadMap {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk')
  const entry = entryChunk(bundle)
  if (!entry) throw new Error('The build has no entry chunk to preload beside')
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (from: OutputChunk, into = new Set<string>()) => {
    for (const dep of from.imports) {
      if (into.has(dep)) continue
      into.add(dep)
      const chunk = byFile.get(dep)
      if (chunk) closure(chunk, into)
    }
    return into
  }
  const entryImports = new Set(evaluationOrder(entry, byFile))

  const files: string[] = []
  const index = (fileName: string) => {
    const url = `/${fileName}`
    const at = files.indexOf(url)
    return at >= 0 ? at : files.push(url) - 1
  }
  const withImports = (chunk: OutputChunk) =>
    [chunk.fileName, ...closure(chunk)].filter((f) => f !== entry.fileName && !entryImports.has(f))

  const routes: Record<string, number[]> = {}
  const locales: Record<string, number[]> = {}
  let zawgyi: number | null = null
  for (const chunk of chunks) {
    const id = chunk.facadeModuleId ?? ''
    const route = ROUTE_CHUNK.exec(id)
    // A route's error view loads only on an error; its page is what the launch waits for. The
    // pages whose shell draws a banner are left out (src/boot/preloads.ts).
    const path = route?.[1] && route[2]?.split('---').includes('component') ? routePath(route[1]) : null
    if (path && !BANNER_PAGES.includes(path)) routes[path] = withImports(chunk).map(index)
    const catalogue = CATALOGUE.exec(id)
    if (catalogue?.[1]) (locales[catalogue[1]] ??= []).push(...withImports(chunk).map(index))
    if (ZAWGYI.test(id)) zawgyi = index(chunk.fileName)
  }
  if (!routes['/search']) throw new Error('No route chunk for search: is the router still splitting routes?')
  return { files, routes, entryImports: [...entryImports].map(index), locales, zawgyi }
}

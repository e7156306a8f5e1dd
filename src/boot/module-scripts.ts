import type { PreloadMap } from './preload-map'

/**
 * Runs the app's entry and each chunk it imports as a module script of its own, in the order they
 * evaluate, all asked for at once: each ready script evaluates in a task of its own, so a phone can
 * answer a tap between them instead of after the whole graph. The entry is not held back until its
 * chunks have run, which would chain its request after theirs and delay the largest paint.
 */
export function startModules(
  doc: Pick<Document, 'createElement' | 'head'>,
  entry: string,
  map: Pick<PreloadMap, 'files' | 'entryImports'>,
): void {
  const chunks = map.entryImports.flatMap((i) => map.files[i] ?? [])
  for (const src of [...new Set([...chunks, entry])]) {
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = src
    doc.head.append(script)
  }
}

import type { PreloadMap } from './preload-map'

/**
 * Runs the app's entry and each chunk it imports as a module script of its own, in the order they
 * evaluate. All are asked for at once, as the entry alone would have them asked for; but where the
 * entry alone evaluates its whole graph in one task (22 to 35 ms on a desktop, 150 ms and more on a
 * phone of benchmark index 400), each script that is ready evaluates what the earlier ones have not,
 * in a task of its own, and the phone can answer a tap in between. (Holding the entry back until its
 * chunks have run splits the tasks every time, but Lighthouse's simulation then chains the entry's
 * request after theirs, and a search's largest paint came up to 1.5 s later.)
 */
export function startModules(doc: Pick<Document, 'createElement' | 'head'>, entry: string, map: Pick<PreloadMap, 'files' | 'entryImports'>): void {
  const chunks = map.entryImports.flatMap((i) => map.files[i] ?? [])
  for (const src of [...new Set([...chunks, entry])]) {
    const script = doc.createElement('script')
    script.type = 'module'
    script.src = src
    doc.head.append(script)
  }
}

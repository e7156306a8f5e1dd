// What each screen starts with, written by the build (scripts/vite/route-preloads.ts); no imports, Node reads it.
// Chunks are indexes into `files`.
export interface PreloadMap {
  files: string[]
  /** Banner pages are left out: anything beside the banner would share its link. */
  routes: Record<string, number[]>
  /** In evaluation order. */
  entryImports: number[]
  locales: Record<string, number[]>
  /** A Burmese query in a search address passes through it. */
  zawgyi: number | null
}

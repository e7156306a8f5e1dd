// No imports: the build (scripts/vite/route-preloads.ts) writes this shape, and Node reads the file.
/**
 * What each screen starts with, written into the page by the build (scripts/vite/route-preloads.ts).
 * Chunks are numbers into `files`, so a chunk shared by many routes is named once.
 */
export interface PreloadMap {
  files: string[]
  /**
   * A route's path: its component chunk and what that chunk brings beyond the entry's own. Pages
   * whose shell draws a banner are not listed: the banner is what the viewer waits for there, and
   * anything asked for beside it shares its link.
   */
  routes: Record<string, number[]>
  /**
   * The chunks the entry imports (the libraries and the shared app code), each after the chunks it
   * imports itself: the order they evaluate in.
   */
  entryImports: number[]
  /** A locale: its catalogues, which the first screen waits for (src/i18n/i18n.ts). */
  locales: Record<string, number[]>
  /** The Zawgyi detector: a Burmese query in a search address passes through it before the search. */
  zawgyi: number | null
}

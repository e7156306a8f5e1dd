/**
 * What loads when.
 * - Start-up: `src/main.tsx` and what it imports statically (the framework, the router, the stored
 *   catalogue, the shell); the part of it that later chunks import too ships beside it as `core`.
 * - Later: each `import()` that names a chunk in a comment before its path (`chunk: after-paint`)
 *   roots that chunk, and the build (scripts/vite/chunk-plan.ts) puts each module in the first step
 *   below whose roots reach it, where every screen that needs the module loads that step anyway.
 * - An `import()` without a name is a chunk of its own: a screen's route, a rare dialog, a library.
 */
export interface LoadStep {
  readonly chunk: string
  /** When it loads, for the reader. */
  readonly when: string
  /** Loaded on every launch: what it shares with any screen rides in it rather than in a chunk of their own. */
  readonly everyLaunch?: boolean
  /** Route files and chunks whose code shared with other screens rides in this chunk: fewer requests where they open. */
  readonly sharedBy?: readonly string[]
}

export const LOAD_ORDER: readonly LoadStep[] = [
  {
    chunk: 'after-paint',
    when: "right after the first screen paints: the late shell, home's rows and popup, the outbox, the worker's registration",
    everyLaunch: true,
    // Home, and a title's page with what it loads once painted: the screen a viewer opens from home.
    sharedBy: ['src/routes/index.tsx', 'src/routes/content.tsx', 'title-extras'],
  },
  { chunk: 'title-extras', when: "once a title's page has painted: its download controls, rating and comments" },
  { chunk: 'download-engine', when: 'on the first download, removal or offline play: the download engine' },
]

import type { OutputBundle, OutputChunk } from 'rolldown'

/** The app's entry chunk in a build's output (the page's one entry). */
export function entryChunk(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry)
}

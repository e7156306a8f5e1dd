import type { Plugin } from 'vite'
import { entryChunk } from './bundle.ts'

// V8's explicit compile hint (Chrome 136+): must be the file's first line.
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Marks the entry and the chunks it imports statically for eager compilation. Those files run as the
 * app starts; compiled lazily, each function they call is compiled on the main thread the first
 * time it runs, in the same long task as the start-up itself. Marked, V8 compiles them on a
 * background thread while they download. Lazy chunks are left alone: most of their functions may
 * never run. Browsers without the feature read a comment.
 */
export function eagerCompileStartup(): Plugin {
  return {
    name: 'eager-compile-startup',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = entryChunk(bundle)
        if (!entry) return
        for (const file of [entry.fileName, ...entry.imports]) {
          const chunk = bundle[file]
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(EAGER_COMPILE_HINT)) chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`
        }
      },
    },
  }
}

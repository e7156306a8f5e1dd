import type { Plugin } from 'vite'
import { entryChunk } from './bundle.ts'

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g

/**
 * Puts the entry's stylesheet inside index.html. On a phone link every request costs a round trip
 * of several hundred milliseconds, and a linked stylesheet blocks the first paint until it arrives;
 * inline, the shell in index.html paints as soon as the page itself is in. The file is then left
 * out of the output, so nothing downloads it twice. The server allows the inline style by its hash
 * (server/http/inline-hashes.ts).
 */
export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>()
  return {
    name: 'inline-entry-css',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        return html.replace(STYLESHEET, (tag, file: string) => {
          const asset = bundle[file]
          if (!asset || asset.type !== 'asset') return tag
          inlined.add(file)
          // `</style` inside the CSS would end the element early; Tailwind's output never has it.
          const css = String(asset.source).replaceAll('</style', '<\\/style')
          return `<style>${css}</style>`
        })
      },
    },
    // After Vite's own generateBundle work, which writes those lists into the chunks.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = entryChunk(bundle)?.fileName
        for (const file of inlined) {
          delete bundle[file]
          // Lazy chunks list the stylesheet among the files Vite's preload helper fetches with
          // them. The lists are indexed, so the item is swapped, not removed: it becomes the entry
          // script, which is always loaded already, so preloading it costs no request.
          if (!entry) continue
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk' && chunk.code.includes(`"${file}"`)) chunk.code = chunk.code.replaceAll(`"${file}"`, `"${entry}"`)
          }
        }
      },
    },
  }
}

import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { Plugin } from 'vite'
import type { PreloadMap } from '../../src/boot/preload-map.ts'
import { preloadMap } from './route-preloads.ts'

const GATE_SOURCE = fileURLToPath(new URL('../../src/boot/gate-inline.ts', import.meta.url))
const ENTRY_TAG = /\s*<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/

/** The gate (src/boot/gate-inline.ts) as one minified classic script, with its placeholders filled. */
export async function gateScript(entry: string, checker: string, preloads: PreloadMap): Promise<string> {
  const { output } = await build({
    input: GATE_SOURCE,
    write: false,
    platform: 'browser',
    output: { format: 'iife', minify: true },
  })
  const code = output[0].code
    .replaceAll('__APP_ENTRY__', JSON.stringify(entry))
    .replaceAll('__HE_CHECKER__', JSON.stringify(checker))
    // JSON is a JavaScript expression; `<` is escaped so no file name can close the script.
    .replaceAll('__PRELOADS__', JSON.stringify(preloads).replaceAll('<', '\\u003c'))
    .trim()
  if (code.includes('</script')) throw new Error('The inline gate must not contain </script')
  return code
}

/**
 * Spec section 2: the header-enrichment check runs before anything renders, and a launch that is
 * sent to the checker renders nothing. The check runs inline in the page's <head> and only then
 * asks for the app's entry script, so that such a launch never downloads or evaluates the app
 * (most online launches go to the checker once). The server allows the inline script by its hash
 * (server/http/inline-hashes.ts). The gate also asks at once for the chunks the launch's screen will
 * load one after another (src/boot/preloads.ts).
 */
export function inlineHeGate(): Plugin {
  let checker = '/he/check'
  return {
    name: 'inline-he-gate',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const configured: unknown = config.env.VITE_HE_CHECKER_URL
      if (typeof configured === 'string' && configured) checker = configured
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const match = ENTRY_TAG.exec(html)
        if (!match?.[1]) throw new Error('index.html has no module entry script for the gate to start')
        if (!ctx.bundle) throw new Error('The gate needs the chunk graph to know what each route loads')
        const gate = await gateScript(match[1], checker, preloadMap(ctx.bundle))
        return html.replace(ENTRY_TAG, '').replace('</head>', `<script>${gate}</script>\n</head>`)
      },
    },
  }
}

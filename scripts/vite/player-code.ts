import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import { PLAYER_CODE_META, PLAYER_ENGINE_META } from '../../src/features/player/warm/code-urls.ts'
import { preloadMap } from './route-preloads.ts'

/** What the player needs beyond what every screen loads: its route's chunks, and hls.js apart. */
export function playerCode(bundle: OutputBundle): { route: string[]; engine: string | null } {
  const map = preloadMap(bundle)
  const route = map.routes['/player']
  if (!route) throw new Error('No route chunk for the player: is the router still splitting routes?')
  const engine = Object.values(bundle).find((c): c is OutputChunk => c.type === 'chunk' && c.name === 'hls')
  return { route: route.map((i) => map.files[i]!), engine: engine ? `/${engine.fileName}` : null }
}

const meta = (name: string, urls: string[]) => `<meta name="${name}" content="${urls.join(' ')}">`

/**
 * Names the player's code in the page, so a screen that leads to it can fetch it ahead of the tap
 * without running it (src/features/player/warm/warm.ts). The names are hashed, so only the build knows
 * them; the page is not cached by name, so it always names this build's files.
 */
export function playerCodeMeta(): Plugin {
  return {
    name: 'player-code-meta',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) throw new Error('The player code list needs the chunk graph')
        const { route, engine } = playerCode(ctx.bundle)
        const tags = [meta(PLAYER_CODE_META, route), ...(engine ? [meta(PLAYER_ENGINE_META, [engine])] : [])]
        return html.replace('</head>', `${tags.join('\n')}\n</head>`)
      },
    },
  }
}

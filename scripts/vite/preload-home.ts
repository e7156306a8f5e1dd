import type { Plugin } from 'vite'

/**
 * Names home's route chunk in index.html as a module to preload. The router asks for it only once
 * the entry has run; on a phone link that is one more round trip, several hundred milliseconds, on
 * the way to home's first render. It is already counted in the start-up budget
 * (scripts/lib/startup-bytes.ts), and the worker precaches it for every other launch.
 */
export function preloadHomeRoute(route = 'src/routes/index.tsx?tsr-split=component'): Plugin {
  return {
    name: 'preload-home-route',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(route))
        if (!chunk || html.includes(`/${chunk.fileName}"`)) return html
        return html.replace('</head>', `  <link rel="modulepreload" crossorigin href="/${chunk.fileName}">\n  </head>`)
      },
    },
  }
}

// Bundles the two browser sides of `npm run bench:sync` into .bench/peer/: the peer's service worker
// (workbox-background-sync's Queue) and the page module that drives this app's own outbox engine.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export const PEER_OUT_DIR = here('../../../.bench/peer')

export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: PEER_OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    lib: {
      entry: { sw: here('sw.ts'), ours: here('ours.ts') },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
  },
})

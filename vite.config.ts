import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { VitePWA } from 'vite-plugin-pwa'
import { inlineEntryCss } from './scripts/vite/inline-css.ts'
import { inlineHeGate } from './scripts/vite/he-gate.ts'
import { eagerCompileStartup } from './scripts/vite/compile-hints.ts'
import { playerCodeMeta } from './scripts/vite/player-code.ts'
import { chunkPlan } from './scripts/vite/chunk-plan.ts'

// Chunks the entry imports statically: loaded before any lazy chunk can be asked for.
const ENTRY_CHUNKS = /^assets\/(rolldown-runtime|framework|core|index)-/
// Which chunk each of the app's own modules ships in follows its import sites (scripts/vite/chunk-plan.ts).
const plan = chunkPlan()
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080'
// Paths that belong to the reference server, never to the app shell.
const serverPaths = ['/v1', '/media', '/images', '/he', '/operator', '/__dev']

export default defineConfig({
  plugins: [
    plan.plugin,
    // The router plugin must run before React's so that route files are split first.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's error view travels with its screen: split apart, every route had a chunk of its own
      // that only re-exported the shared one, and each such chunk's name rode in the start-up script.
      codeSplittingOptions: { defaultBehavior: [['component', 'errorComponent'], ['pendingComponent'], ['notFoundComponent']] },
    }),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    tailwindcss(),
    inlineEntryCss(),
    inlineHeGate(),
    eagerCompileStartup(),
    playerCodeMeta(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Yoke Shin — ရုပ်ရှင်',
        short_name: 'Yoke Shin',
        description: 'ရုပ်ရှင်နှင့် ဇာတ်လမ်းတွဲများ — films and series for Myanmar',
        lang: 'my',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0095D5',
        background_color: '#0b0f14',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [{ src: '/screenshots/home-narrow.png', sizes: '540x960', type: 'image/png', form_factor: 'narrow', label: 'Home' }],
        // A downloaded episode a friend sent (Nearby Share, Bluetooth, a messenger) opens in the app:
        // the worker keeps the posted file (sw/share-target.ts), /downloads checks and adds it.
        share_target: {
          action: '/share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { files: [{ name: 'episode', accept: ['application/vnd.yokeshin.episode', '.yokeshin'] }] },
        },
        file_handlers: [{ action: '/downloads', accept: { 'application/vnd.yokeshin.episode': ['.yokeshin'] } }],
      },
      injectManifest: {
        // The shell, every route chunk (the player's included), the default catalogue (inside the
        // entry chunk), the English one and the Myanmar font subset. `npm run budgets` checks this
        // list against the build (scripts/lib/precache.ts).
        globPatterns: ['**/*.{js,css,html,woff2,webmanifest}', 'icons/icon-192.png'],
        // The player's media library (its own chunk, see codeSplitting below) is fetched only when
        // a viewer plays something; the worker keeps it at runtime after that first use.
        globIgnores: ['**/hls*.js'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // The byte-budget check and the benchmark read the chunk graph from here.
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules natively.
      polyfill: false,
      // index.html names only the entry. Preloading its imports there would make the page's 150 KB of
      // script share the first round trips with the banner the page itself draws, and the banner is
      // what a viewer waits for. A lazy chunk's list leaves out the chunks the entry always brings.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps.filter((d) => !ENTRY_CHUNKS.test(d))),
    },
    rolldownOptions: {
      output: {
        // hls.js always gets a chunk of its own, named so the precache can leave it out however the
        // player imports it.
        codeSplitting: {
          groups: [
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/ },
            // The libraries every screen starts with travel as one file: one gzip stream compresses
            // better than a dozen small ones, and the first download is smaller for it.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|dexie|@tanstack|valibot|ofetch|ufo|destr|@lingui|use-sync-external-store)[\\/]/,
            },
            // The app's own chunks, by their import sites and the module graph (scripts/vite/chunk-plan.ts).
            plan.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
})

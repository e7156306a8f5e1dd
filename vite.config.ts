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

// Chunks the entry imports statically: loaded before any lazy chunk can be asked for.
const ENTRY_CHUNKS = /^assets\/(rolldown-runtime|framework|core)-/
// The modules of the after-paint chunk (see codeSplitting below), by path under src/.
const AFTER_PAINT_MODULES = [
  'features/home/(actions|popup-seen|recents)',
  'features/home/components/(HomeRows|HomePopup|ContinueWatchingRow|PromotionsRow|SectionRow)',
  'features/player/(use-warm-up|warm-policy)',
  'features/downloads/components/HeaderDownloads',
  'features/downloads/autopilot-flag',
  'features/data-saver/(AllowanceWarning|meter-actions|meter-queries|megabytes|use-minute)',
  'data/meter/(index|record|allowance|totals|db|day|categories|entries|observe|page)',
  'features/payment/carried-notice',
  // What a title's page and the player say a video costs, and the prices it is counted at.
  'features/data-saver/(queries|cost|cost-words|data-use|WatchCost)',
  'data/pack-prices',
  'features/auth/displaced-notice',
  'shell/(OfflineBar|BackExit|back-exit|LateShell|late-start|ScreenFocus|focus-heading|SkipLink)',
  // The in-app browser line's check, mounted by the late shell (the line itself loads only inside one).
  'features/in-app/(detect|notice-store|components/InAppSlot)',
  'lib/in-app-browser',
  'lib/(kept-images|comment-text|saver-flag)',
  'pwa/hand-over-images',
  'api/connectivity-watch',
  'ui/(Img|Modal|use-document-title|use-near-viewport|after-next-paint|use-live-query|use-viewer|use-shows-saved|LangRuns|Switch)',
  'ui/cards/(PosterCard|ContentLink|PendingPosters|PosterRow|RowArrows)',
  'ui/errors/(ErrorView|failure-view|RouteError)',
  'ui/toast/(Toaster|toast-store)',
  'i18n/(use-locale|text-lang)',
  'api/schemas/(card|social)',
  'api/endpoints/social',
  'data/(downloads/db|favorites|account|remembered|api-caches|session-actions|content|favorite-toggle|profile|connectivity-page)',
  'data/paged/(transitions|store|lists|recents-follow-up)',
  'data/sync/(ops|queries|backoff|replay-store|enqueue|enqueue-social|social-local|engine|app-engine|operations|background-sync|triggers|local)',
  'pwa/(register|update-offer|when-quiet)',
]
// A title's page asks for its downloads, rating and comments once it has painted: one file, not
// fourteen (see codeSplitting below).
const TITLE_EXTRAS_MODULES = [
  'features/downloads/(?!components/HeaderDownloads|autopilot-flag)[^]*',
  'features/(ratings|comments)/[^]*',
  // What only ratings and comments use: apart, one more request at the tap (about 1.2 KB of headers).
  'data/social',
  'ui/errors/LoginToUse',
  'i18n/plural',
  // The arrow keys of the stars and the download sheet's qualities (the player's menus share it).
  'ui/(roving|use-roving)',
  // The download sheet's in-app browser slot (its warning loads only inside one).
  'features/in-app/components/InAppDownloadSlot',
]
// What a title's download controls draw with: the engine's inputs, the settings and the data plan's
// rules, the row schemas, and the engine's loader.
const DOWNLOAD_STORE_NAMES = 'deps|settings|policy|budget|types|lazy|autopilot-store'
const DOWNLOAD_STORE_MODULES = [`data/downloads/(${DOWNLOAD_STORE_NAMES})`]
// The download engine, as one file for the screens and the player that use it, loaded on a viewer's
// first action: not the store above, nor start.ts, which every launch loads to ask whether the
// device has downloads to keep moving, nor db.ts, which the header's sign reads.
const DOWNLOAD_ENGINE_MODULES = [`data/downloads/(?!(db|start|${DOWNLOAD_STORE_NAMES})\\.)[\\w-]+`]
const pathsRegExp = (paths: string[]) => new RegExp(`[\\\\/]src[\\\\/](${paths.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`)
const DOWNLOAD_ENGINE = pathsRegExp(DOWNLOAD_ENGINE_MODULES)
const DOWNLOAD_STORE = pathsRegExp(DOWNLOAD_STORE_MODULES)
const TITLE_EXTRAS = pathsRegExp(TITLE_EXTRAS_MODULES)
const AFTER_PAINT = pathsRegExp(AFTER_PAINT_MODULES)
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080'
// Paths that belong to the reference server, never to the app shell.
const serverPaths = ['/v1', '/media', '/images', '/he', '/operator', '/__dev']

export default defineConfig({
  plugins: [
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
            // App modules that home paints with and later screens share: one file rather than a
            // handful of half-kilobyte ones on the start-up path.
            {
              name: 'core',
              test: /src[\\/](data[\\/](session-store|catalogue|meta|parse|storage|he-token|dexie)|api[\\/](locks|schemas[\\/]common)|features[\\/](auth[\\/]he-token-store|home[\\/]boot-banner)|ui[\\/](use-refresh|Skeleton|BannerPicture|image-saver)|lib[\\/]image-variants)\.tsx?$/,
            },
            // What a screen asks for right after its first paint (home's rows and popup, the shell's
            // toasts, offline bar and downloading sign, the outbox, the worker's registration, and the
            // small modules that home, a title's page and search all share: cards, live queries, the
            // error view) as one file. Apart, they were thirty chunks of under 3 KB: each cost a
            // request and a preload link that the page inserts on the main thread, 0.5 to 1 ms apiece
            // on this project's machines and six times that on the phones this app is for. Nothing
            // here is on the start-up path: `npm run budgets` fails if a start-up chunk comes to import it.
            {
              name: 'after-paint',
              // Only the modules named: the libraries and start-up modules they import stay where
              // they are, or the entry would have to load this chunk to reach them.
              includeDependenciesRecursively: false,
              test: (id: string) => AFTER_PAINT.test(id) || /node_modules[\\/]workbox-window[\\/]/.test(id),
            },
            // A title's downloads, rating and comments: what the page asks for once it has painted, and
            // what the downloads screen shares. The engine they start is a chunk of its own, which the
            // player and logout load without them, and the controls only on a tap.
            { name: 'title-extras', includeDependenciesRecursively: false, test: TITLE_EXTRAS },
            { name: 'download-store', includeDependenciesRecursively: false, test: DOWNLOAD_STORE },
            { name: 'download-engine', includeDependenciesRecursively: false, test: DOWNLOAD_ENGINE },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
})

// Byte budgets from the build output (deterministic, so they are checked in `npm test`; timings
// are only ever printed by `npm run bench`). Run after `npm run build`.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUDGETS, KB, readManifest, startupBytes } from './lib/startup-bytes.ts'
import { loadsWith, MEASURED_SCREENS, screenChunks } from './lib/screen-chunks.ts'
import { routesInStartup } from './vite/startup-routes.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = process.env.DIST_DIR ?? join(root, 'dist')

function largestBanner(): number {
  const dirs = ['banners', 'sliders'].map((d) => join(root, 'server', 'assets', 'images', d))
  return Math.max(...dirs.flatMap((d) => readdirSync(d).map((f) => statSync(join(d, f)).size)))
}

const bytes = startupBytes(dist)
const figures: Record<keyof typeof BUDGETS, number> = {
  'start-up JS (gzip)': bytes.js,
  "home's code, start-up included (gzip)": bytes.homeJs,
  'start-up CSS (gzip)': bytes.css,
  'Burmese font subset': bytes.font,
  'largest banner or slider image': largestBanner(),
}

let failed = 0
for (const [name, budget] of Object.entries(BUDGETS) as Array<[keyof typeof BUDGETS, number]>) {
  const value = figures[name]
  const ok = value <= budget
  if (!ok) failed++
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: ${(value / KB).toFixed(1)} KB (budget ${budget / KB} KB)`)
}
console.log(`     HTML (gzip): ${(bytes.html / KB).toFixed(1)} KB; critical JS files: ${bytes.files.js.join(', ')}`)
if (bytes.lateLibrariesFound.length > 0) {
  failed++
  console.log(`FAIL libraries that must load late are in the start-up chunks: ${bytes.lateLibrariesFound.join(', ')}`)
} else {
  console.log('ok   hls.js, DOMPurify and the Zawgyi detector stay out of the start-up chunks')
}
if (bytes.eagerCompileMissing.length > 0) {
  failed++
  console.log(`FAIL start-up chunks without the eager-compile hint: ${bytes.eagerCompileMissing.join(', ')}`)
} else {
  console.log('ok   the entry and its static imports are marked for eager compilation')
}
// Thirty tiny chunks cost a title's page more main-thread time than their bytes: see screen-chunks.ts.
// Each screen's budget is what it asks for today: a shared module that lands in a chunk of its own
// (the load order in src/boot/load-order.ts no longer places it) fails here, rather than adding a
// request to every screen unnoticed. A screen that truly needs one more raises its own number.
const SCREEN_CHUNKS_BUDGET: Record<keyof typeof MEASURED_SCREENS, number> = { home: 2, "a title's page": 2, search: 3 }
const manifest = readManifest(dist)
for (const [screen, route] of Object.entries(MEASURED_SCREENS) as Array<[keyof typeof MEASURED_SCREENS, string]>) {
  const files = screenChunks(manifest, route)
  const budget = SCREEN_CHUNKS_BUDGET[screen]
  const ok = files.length <= budget
  if (!ok) failed++
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} scripts ${screen} asks for beyond the start-up's: ${files.length} (budget ${budget})${ok ? '' : `: ${files.join(', ')}`}`,
  )
}
// A title's download controls draw from the store; the engine's 27 KB of script waits for a tap.
if (loadsWith(manifest, 'title-extras', 'download-engine')) {
  failed++
  console.log("FAIL a title's download controls load the download engine before a tap")
} else {
  console.log("ok   a title's download controls load the download engine only on a tap")
}
// A screen's code in a start-up file would be downloaded and compiled before home paints.
const routesAtStartup = routesInStartup(manifest)
if (routesAtStartup.length > 0) {
  failed++
  console.log(`FAIL routes whose screen code ships in a start-up file: ${routesAtStartup.join(', ')}`)
} else {
  console.log("ok   every route's screen code stays out of the start-up files")
}
process.exit(failed === 0 ? 0 : 1)

// The service worker's precache list, checked against the build (run after `npm run build`, as part
// of `npm run budgets`): the shell, every route chunk, the Burmese catalogue and the Myanmar font
// are precached, so the app opens offline on any screen; the player's hls.js chunk is not.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkPrecache, classicWorkerProblems, firstTranslation } from './lib/precache.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = process.env.DIST_DIR ?? join(root, 'dist')
const report = checkPrecache(dist, firstTranslation(readFileSync(join(root, 'src/locales/my/messages.po'), 'utf8')))
console.log(`precache: ${report.urls.length} files (${report.urls.filter((u) => u.endsWith('.js')).length} JS)`)
for (const f of report.missing) console.log(`FAIL not precached: ${f}`)
for (const f of report.forbidden) console.log(`FAIL precached but must load on demand: ${f}`)
for (const f of report.dangling) console.log(`FAIL preload list names a file the build did not write: ${f}`)
const worker = classicWorkerProblems(readFileSync(join(dist, 'sw.js'), 'utf8'))
for (const p of worker) console.log(`FAIL the service worker holds ${p}, which a classic worker script cannot run`)
if (report.missing.length > 0 || report.forbidden.length > 0 || report.dangling.length > 0 || worker.length > 0) process.exit(1)
console.log('ok   the service worker runs as a classic script (no import.meta, no import())')
console.log('ok   precache: shell, every route chunk, the Burmese catalogue and the font; no hls.js')

// The browser figures alone, without Lighthouse, sync or player: seconds instead of minutes.
// Assumes `npm run build` has been run (dist/ is what the server serves).
// `node scripts/bench/browser-only.ts [offline|warm|list|commit ...]` (none: all four).
// BENCH_CPU sets the offline reopen's CPU slowdown (default 4; `npm run bench` calibrates it).
import { TestServer } from '../../tests/e2e/support/server.ts'
import { dexieCommit, launch, listRender, offlineReopen, warmRevisit } from './browser.ts'

const only = new Set(process.argv.slice(2))
const wanted = (name: string) => only.size === 0 || only.has(name)
const KB = 1024
const figures: Record<string, number> = {}

const server = await TestServer.create()
const browser = await launch()
try {
  if (wanted('offline')) {
    const r = await offlineReopen(browser, server, Number(process.env.BENCH_CPU ?? 4))
    figures.offlineShellMs = r.shellMs
    figures.offlineBannerMs = r.bannerMs
    figures.offlineRowMs = r.rowMs
  }
  if (wanted('warm')) {
    const w = await warmRevisit(browser, server)
    for (const t of w.transfers ?? [])
      console.error(`  ${t.status} ${String(t.bytes).padStart(7)} B  ${t.contentType.padEnd(32)} ${t.path}`)
    figures.warmNonImageKB = w.nonImageBytes / KB
    figures.warmImageKB = w.imageBytes / KB
    figures.warmRequests = w.requests
  }
  if (wanted('list')) {
    for (const n of [50, 500]) figures[`listRender${n}Ms`] = await listRender(browser, server, n)
  }
  if (wanted('commit')) {
    figures.dexieCommitMs = await dexieCommit(browser, server)
    // The earlier figure's rows held one item each; printed too, so the two can be compared.
    figures.dexieCommit1ItemMs = await dexieCommit(browser, server, 1000, 7, 1)
    figures.dexieCommitSameStoreMs = await dexieCommit(browser, server, 1000, 7, 20, true)
  }
} finally {
  await browser.close()
  await server.dispose()
}
for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(20)} ${v.toFixed(1)}`)
console.log(JSON.stringify(figures))

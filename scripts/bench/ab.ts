// `npm run bench:ab -- <build A> <build B> [path] [pairs]`: judges a change on a noisy host. A single
// Lighthouse run here moves by a factor of two, so one build's figures against another's, taken an
// hour apart, say nothing. This runs the two builds (directories written by
// `vite build --outDir <dir>`) one after the other, pair by pair, on the same calibrated phone, each
// from a seeded server of its own, and alternates which goes first. It prints each pair, then each
// figure's median and spread per build, the pairs in which B was lower and higher with a sign test,
// the median change, and, from the two orders, the change with what running second does taken out.
// BENCH_CPU skips the host's rating and uses that slowdown (to compare with an earlier session).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { hostBenchmarkIndex, lighthouseRuns, type LighthouseFigures } from './lighthouse.ts'
import { median } from './stats.ts'
import { phoneIndexFrom, slowdownFor } from './calibrate.ts'
import { paired, runOrder, type Side } from './ab-order.ts'

const [dirA, dirB, path = '/content?id=1&checked=1', pairsArg = '6'] = process.argv.slice(2)
if (!dirA || !dirB) {
  console.error('usage: npm run bench:ab -- <build A> <build B> [path, e.g. "/?checked=1"] [pairs]')
  process.exit(2)
}
const builds: Record<Side, string> = { a: resolve(dirA), b: resolve(dirB) }
for (const dir of Object.values(builds)) {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir} holds no build (no index.html)`)
}
const pairs = Number(pairsArg)
if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`pairs must be a whole number above 0, got "${pairsArg}"`)

async function slowdown(url: string): Promise<number> {
  const fixed = process.env.BENCH_CPU
  if (fixed) {
    const cpu = Number(fixed)
    if (!Number.isFinite(cpu) || cpu < 1) throw new Error(`BENCH_CPU must be a number of 1 or more, got "${fixed}"`)
    return cpu
  }
  const probes = await hostBenchmarkIndex(`${url}/?checked=1`)
  const cpu = slowdownFor(median(probes), phoneIndexFrom(process.env))
  console.log(`host index ${probes.map(Math.round).join(' / ')}; CPU slowdown ${cpu}×`)
  return cpu
}

const figures: Array<[string, keyof LighthouseFigures, (v: number) => string]> = [
  ['TBT (ms)', 'tbtMs', (v) => String(Math.round(v))],
  ["TBT at the main thread's CPU time (ms)", 'tbtCpuMs', (v) => String(Math.round(v))],
  ['LCP (s)', 'lcpMs', (v) => (v / 1000).toFixed(2)],
  ['FCP (s)', 'fcpMs', (v) => (v / 1000).toFixed(2)],
  ['performance', 'performance', (v) => String(Math.round(v))],
]

// Both servers are seeded before the first run, so that no run is measured while a database is
// being seeded and written out beside it.
const servers = { a: await TestServer.create({ STATIC_DIR: builds.a }), b: await TestServer.create({ STATIC_DIR: builds.b }) }
const runs: Record<Side, LighthouseFigures[]> = { a: [], b: [] }
try {
  const cpu = await slowdown(servers.a.url)
  await comparePairs(cpu)
  report(cpu)
} finally {
  await servers.a.dispose()
  await servers.b.dispose()
}

async function comparePairs(cpu: number): Promise<void> {
  for (const [i, order] of runOrder(pairs).entries()) {
    for (const side of order) runs[side].push((await lighthouseRuns(`${servers[side].url}${path}`, 'slow 4G', cpu, 1)).median)
    const last = (side: Side) => runs[side][runs[side].length - 1]!
    const show = (side: Side) =>
      `TBT ${Math.round(last(side).tbtMs)} ms, LCP ${(last(side).lcpMs / 1000).toFixed(2)} s, performance ${last(side).performance}`
    console.log(`pair ${i + 1} (${order[0].toUpperCase()} first): A ${show('a')} · B ${show('b')}`)
  }
}

function report(cpu: number): void {
  console.log(`\n${path}, ${pairs} pairs at ${cpu}×: A = ${builds.a}, B = ${builds.b}`)
  for (const [label, key, fmt] of figures) {
    const p = paired(
      runs.a.map((r) => r[key]),
      runs.b.map((r) => r[key]),
    )
    const spread = (s: typeof p.a) => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`
    const apart =
      p.change === null || p.secondRun === null
        ? ''
        : `; without the order's part ${fmt(p.change)}, and a pair's second run moved ${fmt(p.secondRun)}`
    console.log(
      `${label}: A ${spread(p.a)} → B ${spread(p.b)}; B lower in ${p.bLower} of ${pairs}, higher in ${p.bHigher} (sign test p = ${p.signP.toFixed(2)}); median change ${fmt(p.medianChange)}${apart}`,
    )
  }
}

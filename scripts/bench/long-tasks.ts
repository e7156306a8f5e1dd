// `npm run bench:tasks -- [path] [multiplier]`: where a page's blocking time comes from. Loads the
// built page on the seeded server in Chromium, unthrottled, with a trace, and lists the main
// thread's tasks after the first contentful paint that would block on the calibrated phone (longer
// than 50 ms once multiplied), each with what ran inside it. Lighthouse's simulation multiplies these
// same observed tasks, so they are the ones to cut or slice. Runs 3 loads (BENCH_RUNS); noisy hosts
// stretch single tasks, so read the pattern across runs, not one figure. Each task also gives its
// thread time: on this two-core host the rest is mostly the main thread waiting for a core
// (cpu-time.ts), which a phone's own core would not make it wait.
import { chromium } from '@playwright/test'
import { TestServer } from '../../tests/e2e/support/server.ts'
import { CHROMIUM_ARGS } from '../../playwright.config.ts'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } }
}

const path = process.argv[2] ?? '/?checked=1'
const multiplier = Number(process.argv[3] ?? 7)
const runs = Number(process.env.BENCH_RUNS ?? 3)
const WATCH_MS = 6000
const file = (url = '') => url.split('/').pop()?.split('?')[0] ?? ''

/** What a task spent its time on: trace events inside it, summed by name (and script, for calls). */
function inside(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0)
  const by = new Map<string, number>()
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end) continue
    const data = e.args?.data
    const key =
      e.name === 'FunctionCall'
        ? `${e.name} ${file(data?.url)}`
        : e.name === 'EventDispatch' || e.name === 'TimerFire'
          ? `${e.name} ${data?.type ?? ''}`
          : e.name
    by.set(key, (by.get(key) ?? 0) + (e.dur ?? 0))
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
    .join(' · ')
}

const server = await TestServer.create()
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS })
try {
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    })
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    })
    await page.goto(`${server.url}${path}`)
    await page.waitForTimeout(WATCH_MS)
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents
    const mains = new Set(
      events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    )
    const main = events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
    const start = Math.min(...main.map((e) => e.ts))
    const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start
    const blocking = main.filter((e) => e.name === 'RunTask' && e.ts > fcp && ((e.dur ?? 0) / 1000) * multiplier > 50)
    const excess = blocking.reduce((sum, t) => sum + ((t.dur ?? 0) / 1000) * multiplier - 50, 0)
    const ms = (us = 0) => (us / 1000).toFixed(1).padStart(5)
    console.log(
      `run ${run}: first contentful paint at ${((fcp - start) / 1000).toFixed(0)} ms; ${blocking.length} tasks block at ${multiplier}×, ${excess.toFixed(0)} ms over 50 ms in all`,
    )
    for (const t of blocking)
      console.log(
        `  at ${((t.ts - start) / 1000).toFixed(0).padStart(5)} ms  ${ms(t.dur)} ms (CPU ${ms(t.tdur ?? t.dur)})  ${inside(t, main)}`,
      )
    await context.close()
  }
} finally {
  await browser.close()
  await server.dispose()
}

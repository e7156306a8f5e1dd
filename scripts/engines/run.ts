import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureBuilt } from '../lib/ensure-built.ts'
import { TestServer } from '../../tests/e2e/support/server.ts'
import type { Driver } from './driver.ts'
import { STEPS } from './steps.ts'

/*
 * The viewer's path in the two other engines Debian ships: Firefox ESR (puppeteer-core over
 * WebDriver BiDi) and WebKitGTK (WebKitWebDriver under xvfb). Not part of `npm test`, which stays
 * Chromium-only. `npm run test:engines` runs both and prints one table; `-- firefox` or `-- webkit` one.
 * Each engine gets its own server and data; each step's result is what the viewer would see.
 */

interface Row {
  engine: string
  version: string
  step: string
  ok: boolean
  ms: number
  note: string
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const ENGINES = ['firefox', 'webkit'] as const
type Engine = (typeof ENGINES)[number]

async function open(engine: Engine): Promise<Driver> {
  if (engine === 'firefox') return (await import('./firefox.ts')).firefox()
  return (await import('./webkit.ts')).webkit()
}

/**
 * ENGINE_STEPS=<n> runs only the path's first n steps (e.g. 4: up to the login), to repeat one
 * finding without the rest of the path.
 */
function chosenSteps() {
  const n = Number(process.env.ENGINE_STEPS)
  return Number.isInteger(n) && n > 0 ? STEPS.slice(0, n) : STEPS
}

/** Runs the path in one engine, in this process; every step runs even after one fails. */
async function runOne(engine: Engine): Promise<Row[]> {
  const server = await TestServer.create({ MEDIA_EPISODE_SECONDS: '20' })
  const rows: Row[] = []
  let driver: Driver | null = null
  try {
    driver = await open(engine)
    for (const step of chosenSteps()) {
      const started = Date.now()
      try {
        const note = await step.run(driver, server)
        rows.push({ engine: driver.engine, version: driver.version, step: step.name, ok: true, ms: Date.now() - started, note: note ?? '' })
      } catch (e) {
        rows.push({
          engine: driver.engine,
          version: driver.version,
          step: step.name,
          ok: false,
          ms: Date.now() - started,
          note: String((e as Error).message ?? e)
            .split('\n')[0]!
            .slice(0, 600),
        })
      }
    }
  } catch (e) {
    rows.push({
      engine,
      version: '',
      step: 'start',
      ok: false,
      ms: 0,
      note: String((e as Error).message ?? e)
        .split('\n')[0]!
        .slice(0, 160),
    })
  } finally {
    await driver?.close().catch(() => undefined)
    await server.dispose()
  }
  return rows
}

const only = process.argv.find((a): a is Engine => (ENGINES as readonly string[]).includes(a))
if (process.argv.includes('--child') && only) {
  // A child prints its rows as one JSON line for the parent's table.
  console.log(JSON.stringify(await runOne(only)))
  process.exit(0)
}

ensureBuilt(root)
const rows: Row[] = []
for (const engine of only ? [only] : ENGINES) {
  // WebKitGTK needs a display; xvfb-run gives it one.
  const [cmd, args] = engine === 'webkit' && !process.env.DISPLAY ? ['xvfb-run', ['-a', process.execPath]] : [process.execPath, []]
  const child = spawnSync(cmd, [...args, fileURLToPath(import.meta.url), engine, '--child'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 15 * 60_000,
  })
  const line = child.stdout?.trim().split('\n').pop() ?? ''
  try {
    rows.push(...(JSON.parse(line) as Row[]))
  } catch {
    rows.push({
      engine,
      version: '',
      step: 'start',
      ok: false,
      ms: 0,
      note: `no result (exit ${child.status}): is the engine installed? (docs/testing.md, "Other engines")`,
    })
  }
}

console.log('| Engine | Version | Step | Result | Time | Note |\n| --- | --- | --- | --- | --- | --- |')
for (const r of rows)
  console.log(
    `| ${r.engine} | ${r.version} | ${r.step} | ${r.ok ? 'pass' : 'FAIL'} | ${(r.ms / 1000).toFixed(1)} s | ${r.note.replace(/\|/g, '/')} |`,
  )
process.exit(rows.every((r) => r.ok) ? 0 : 1)

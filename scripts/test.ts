// `npm test`: every check the project has, in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

const steps: Array<[name: string, script: string, env?: Record<string, string>]> = [
  ['lint', 'lint'],
  ['typecheck (app, service worker, server, tooling)', 'typecheck'],
  ['Burmese catalogue has every translation', 'i18n:check'],
  ['unit and server tests (Vitest)', 'test:unit'],
  ['production build', 'build'],
  ['byte budgets of the build', 'budgets'],
  // The build above is the one the browser tests run.
  ['browser tests (Chromium)', 'test:e2e', { SKIP_BUILD: '1' }],
]

const results: Array<[string, number]> = []
for (const [name, script, env] of steps) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  results.push([`${name} (${seconds.toFixed(1)} s)`, status ?? 1])
  if (status !== 0) break
}

console.log('\nSummary')
for (const [name, status] of results) console.log(`  ${status === 0 ? 'ok  ' : 'FAIL'} ${name}`)
const failed = results.filter(([, s]) => s !== 0).length
const skipped = steps.length - results.length
console.log(`${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed === 0 ? 0 : 1)

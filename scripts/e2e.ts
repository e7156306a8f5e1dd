// The browser suite: real Chromium against the real reference server, which each test starts on a
// free port with a temporary data directory (tests/e2e/support/server.ts) and always stops.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureBrowserDeps } from './lib/browser-deps.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

function run(args: string[]): number {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
  return result.status ?? 1
}

ensureBrowserDeps()
if (!process.env.SKIP_BUILD) {
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
process.exit(run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]))

import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

/**
 * A benchmark measures the built app: it builds one where there is none, unless told not to
 * (SKIP_BUILD), and exits with the build's status when that fails.
 */
export function ensureBuilt(root: string): void {
  if (existsSync(`${root}/dist/index.html`)) return
  if (process.env.SKIP_BUILD) {
    console.error('dist/ is missing and SKIP_BUILD is set: run `npm run build` first')
    process.exit(1)
  }
  const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

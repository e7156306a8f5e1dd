import { existsSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const MYANMAR_FONT = '/usr/share/fonts/truetype/noto/NotoSansMyanmar-Regular.ttf'

interface Requirement {
  pkg: string
  present: () => boolean
}

const requirements: Requirement[] = [
  { pkg: 'chromium', present: () => existsSync(CHROMIUM_PATH) },
  // Without it Burmese renders as empty boxes in screenshots.
  { pkg: 'fonts-noto-core', present: () => existsSync(MYANMAR_FONT) },
]

/**
 * Makes sure Debian's Chromium and the Noto fonts are present. As root it installs them with
 * apt-get; otherwise it stops with a message that names the package to install.
 */
export function ensureBrowserDeps(): void {
  const missing = requirements.filter((r) => !r.present()).map((r) => r.pkg)
  if (missing.length === 0) return
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot) {
    console.error(`Missing Debian package(s): ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(1)
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
  const still = requirements.filter((r) => !r.present()).map((r) => r.pkg)
  if (still.length > 0) {
    console.error(`apt-get did not provide: ${still.join(', ')}`)
    process.exit(1)
  }
}

// Fails when a Burmese catalogue (start-up or the rest) lacks a translation for any message in the source.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parsePo } from './lib/po.ts'
import { findTranslationProblems } from './lib/translations.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const catalogues = ['startup', 'messages'].map((name) => `src/locales/my/${name}.po`)

// Extract first, so a string added to the code but never extracted counts as missing.
execFileSync(process.execPath, [`${root}node_modules/@lingui/cli/dist/lingui.js`, 'extract', '--clean'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})

let failed = false
let total = 0
for (const catalogue of catalogues) {
  const entries = parsePo(readFileSync(`${root}${catalogue}`, 'utf8'))
  total += entries.length
  const problems = findTranslationProblems(entries)
  if (problems.length > 0) {
    failed = true
    console.error(`${catalogue} has ${problems.length} problem(s):`)
    for (const p of problems) console.error(`  ${p}`)
  }
}
if (failed) process.exit(1)
console.log(`Burmese catalogues complete: ${total} messages translated.`)

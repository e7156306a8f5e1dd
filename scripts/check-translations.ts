// Fails when the Burmese catalogue lacks a translation for any message in the source.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parsePo } from './lib/po.ts'
import { findTranslationProblems } from './lib/translations.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const catalogue = `${root}src/locales/my/messages.po`

// Extract first, so a string added to the code but never extracted counts as missing.
execFileSync(process.execPath, [`${root}node_modules/@lingui/cli/dist/lingui.js`, 'extract', '--clean'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
})

const entries = parsePo(readFileSync(catalogue, 'utf8'))
const problems = findTranslationProblems(entries)
if (problems.length > 0) {
  console.error(`src/locales/my/messages.po has ${problems.length} problem(s):`)
  for (const p of problems) console.error(`  ${p}`)
  process.exit(1)
}
console.log(`Burmese catalogue complete: ${entries.length} messages translated.`)

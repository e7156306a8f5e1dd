import type { PoEntry } from './po.ts'

/** Names that are written the same in Burmese text. */
export const SAME_IN_BURMESE = new Set(['MPT', 'ATOM', 'Ooredoo', 'MEC', 'MyTel', 'Gmail', 'Facebook', 'Apple', 'Yoke Shin', 'OK'])

const MYANMAR = /[\u1000-\u109F]/
const LETTERS = /\p{L}/u
const PLACEHOLDER = /\{(\w+)/g

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').sort()
}

/** Returns one readable problem per entry that is not properly translated to Burmese. */
export function findTranslationProblems(entries: PoEntry[]): string[] {
  const problems: string[] = []
  for (const { msgid, msgstr } of entries) {
    if (msgstr.trim() === '') {
      problems.push(`missing: "${msgid}"`)
      continue
    }
    const stripped = msgid.replace(/\{[^}]*\}/g, '')
    if (LETTERS.test(stripped) && !MYANMAR.test(msgstr) && !SAME_IN_BURMESE.has(msgid.trim())) {
      problems.push(`not Burmese: "${msgid}" -> "${msgstr}"`)
    }
    if (placeholders(msgid).join() !== placeholders(msgstr).join()) {
      problems.push(`placeholders differ: "${msgid}" -> "${msgstr}"`)
    }
  }
  return problems
}

import { describe, expect, it } from 'vitest'
import { parsePo } from './po.ts'
import { findTranslationProblems } from './translations.ts'

const po = (body: string) => `msgid ""\nmsgstr ""\n"Language: my\\n"\n\n${body}\n`

describe('translation check', () => {
  it('accepts a catalogue where every message has Burmese text', () => {
    const entries = parsePo(po('msgid "Home"\nmsgstr "ပင်မ"\n\nmsgid "{count} Days"\nmsgstr "{count} ရက်"'))
    expect(entries).toHaveLength(2)
    expect(findTranslationProblems(entries)).toEqual([])
  })

  it('reports an empty translation', () => {
    expect(findTranslationProblems(parsePo(po('msgid "Search"\nmsgstr ""')))).toEqual(['missing: "Search"'])
  })

  it('reports English copied into the Burmese catalogue', () => {
    const problems = findTranslationProblems(parsePo(po('msgid "Logout Success"\nmsgstr "Logout Success"')))
    expect(problems).toEqual(['not Burmese: "Logout Success" -> "Logout Success"'])
  })

  it('lets brand names stay as they are', () => {
    expect(findTranslationProblems(parsePo(po('msgid "MPT"\nmsgstr "MPT"')))).toEqual([])
  })

  it('reports a translation that drops a placeholder', () => {
    const problems = findTranslationProblems(parsePo(po('msgid "Welcome back {name}"\nmsgstr "ပြန်လည်ကြိုဆိုပါသည်"')))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/placeholders differ/)
  })

  it('joins continued lines of a long message', () => {
    const [entry] = parsePo(po('msgid ""\n"Long "\n"text"\nmsgstr ""\n"ရှည် "\n"စာ"'))
    expect(entry).toEqual({ msgid: 'Long text', msgstr: 'ရှည် စာ' })
  })
})

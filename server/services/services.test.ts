import { describe, expect, it } from 'vitest'
import { pickLang, searchKey } from './text.ts'
import { providerOf, toMsisdn } from './phone.ts'

describe('pickLang', () => {
  it.each([
    [undefined, 'my'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['my-MM,en;q=0.5', 'my'],
    ['fr,en;q=0.8,my;q=0.9', 'my'],
    ['fr,de', 'my'],
    ['en;q=0', 'my'],
  ])('reads %s as %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang)
  })
})

describe('phone numbers', () => {
  it.each([
    ['09 97-123 4567', '959971234567'],
    ['+959761234567', '959761234567'],
    ['9594212345', '9594212345'],
    ['0912', null],
  ])('normalises %s to %s', (raw, msisdn) => expect(toMsisdn(raw)).toBe(msisdn))

  it.each([
    ['959941234567', 'ooredoo'],
    ['959991234567', 'ooredoo'],
    ['959931234567', 'mpt'],
    ['959741234567', 'atom'],
    ['959791234567', 'atom'],
    ['959731234567', 'mpt'],
    ['959651234567', 'mpt'],
  ])('maps %s to %s', (msisdn, provider) => {
    expect(providerOf(msisdn)).toBe(provider)
  })
})

describe('searchKey', () => {
  it('folds case and spacing, and composes Unicode', () => {
    expect(searchKey('  The   GOLDEN ')).toBe('the golden')
    expect(searchKey('e\u0301')).toBe('\u00e9')
  })
})

import { describe, expect, it } from 'vitest'
import { pickLang, searchKey } from './text.ts'
import { providerOf, toMsisdn } from './phone.ts'
import { sameOriginTarget, withParams } from '../http/redirect.ts'

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
  it.each([['09 97-123 4567', '959971234567'], ['+959761234567', '959761234567'], ['9594212345', '9594212345'], ['0912', null]])(
    'normalises %s to %s',
    (raw, msisdn) => expect(toMsisdn(raw)).toBe(msisdn),
  )

  it.each([['959941234567', 'ooredoo'], ['959991234567', 'ooredoo'], ['959931234567', 'mpt'], ['959741234567', 'atom'],
    ['959791234567', 'atom'], ['959731234567', 'mpt'], ['959651234567', 'mpt']])('maps %s to %s', (msisdn, provider) => {
    expect(providerOf(msisdn)).toBe(provider)
  })
})

describe('redirect targets', () => {
  const req = 'http://app.example:8080/he/check'
  it('keeps relative paths relative and same-origin URLs absolute', () => {
    const rel = sameOriginTarget('/content?id=3#x', req)
    expect(rel && withParams(rel, { checked: '1' })).toBe('/content?id=3&checked=1#x')
    const abs = sameOriginTarget('http://app.example:8080/', req)
    expect(abs && withParams(abs, {})).toBe('http://app.example:8080/')
  })

  it.each([['http://app.example:9090/'], ['https://app.example:8080/'], ['//evil.example'], ['/\\evil.example'],
    ['\t//evil.example'], ['data:text/html,x'], ['']])('refuses %j', (raw) => {
    expect(sameOriginTarget(raw, req)).toBeNull()
  })
})

describe('searchKey', () => {
  it('folds case and spacing, and composes Unicode', () => {
    expect(searchKey('  The   GOLDEN ')).toBe('the golden')
    expect(searchKey('e\u0301')).toBe('\u00e9')
  })
})

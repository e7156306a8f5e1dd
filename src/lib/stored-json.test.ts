import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readStoredJson, writeStoredJson } from './stored-json'

const Ids = v.array(v.number())

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, value: string) => void data.set(k, value) }
}

const throwing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
}

describe('JSON kept in the page storage', () => {
  it('reads back what was written, checked against its schema', () => {
    const s = store()
    writeStoredJson(s, 'IDS', [1, 2])
    expect(readStoredJson(s, 'IDS', Ids)).toEqual([1, 2])
  })

  it('reads nothing stored as undefined, not as malformed', () => {
    expect(readStoredJson(store(), 'IDS', Ids, 'bad')).toBeUndefined()
    expect(readStoredJson(null, 'IDS', Ids, 'bad')).toBeUndefined()
  })

  it('reads malformed JSON planted in storage as malformed', () => {
    expect(readStoredJson(store({ IDS: '[1,' }), 'IDS', Ids, 'bad')).toBe('bad')
    expect(readStoredJson(store({ IDS: '[1,' }), 'IDS', Ids)).toBeUndefined()
  })

  it('reads JSON of the wrong shape planted in storage as malformed', () => {
    for (const planted of ['{"__proto__":{"x":1}}', '["1"]', 'null', '"text"']) {
      expect(readStoredJson(store({ IDS: planted }), 'IDS', Ids, 'bad')).toBe('bad')
    }
  })

  it('reads a storage that throws as nothing stored, and swallows a write it refuses', () => {
    expect(readStoredJson(throwing, 'IDS', Ids, 'bad')).toBeUndefined()
    expect(() => writeStoredJson(throwing, 'IDS', [1])).not.toThrow()
    expect(() => writeStoredJson(null, 'IDS', [1])).not.toThrow()
  })
})

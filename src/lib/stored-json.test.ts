import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readStoredJson, writeStoredJson } from './stored-json'

const Ids = v.array(v.number())
const store = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, value: string) => void data.set(k, value) }
}
const refusing = (name: string) => () => {
  throw new DOMException('refused', name)
}

describe('JSON kept in the page storage', () => {
  it('reads back what was written, and nothing stored as undefined rather than malformed', () => {
    const s = store()
    expect(readStoredJson(s, 'IDS', Ids, 'bad')).toBeUndefined()
    writeStoredJson(s, 'IDS', [1, 2])
    expect(readStoredJson(s, 'IDS', Ids)).toEqual([1, 2])
  })

  it('reads malformed JSON or JSON of the wrong shape planted in storage as malformed', () => {
    for (const planted of ['[1,', '{"__proto__":{"x":1}}', '["1"]', 'null']) {
      expect(readStoredJson(store({ IDS: planted }), 'IDS', Ids, 'bad')).toBe('bad')
    }
  })

  it('reads a storage that throws as nothing stored, and swallows a write it refuses', () => {
    expect(readStoredJson({ getItem: refusing('SecurityError') }, 'IDS', Ids, 'bad')).toBeUndefined()
    expect(() => writeStoredJson({ setItem: refusing('QuotaExceededError') }, 'IDS', [1])).not.toThrow()
  })
})

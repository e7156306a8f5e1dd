import { describe, expect, it } from 'vitest'
import { SEEN_POPUPS_KEY, readSeenPopups, rememberPopupSeen } from './popup-seen'

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('dismissed popups', () => {
  it('remembers each dismissed popup id once', () => {
    const s = memory()
    rememberPopupSeen(4, s)
    rememberPopupSeen(4, s)
    rememberPopupSeen(9, s)
    expect(readSeenPopups(s)).toEqual([4, 9])
  })

  it('reads a damaged or foreign value as nothing dismissed', () => {
    for (const bad of ['not json', '{"a":1}', '["1"]', '[1.5]']) expect(readSeenPopups(memory({ [SEEN_POPUPS_KEY]: bad }))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { dismissNotice, IN_APP_NOTICE_KEY, noticeDismissed } from './notice-store'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('the in-app line’s dismissal', () => {
  it('is remembered once dismissed', () => {
    const s = memory()
    expect(noticeDismissed(s)).toBe(false)
    dismissNotice(s)
    expect(noticeDismissed(s)).toBe(true)
  })

  it('a stored value the app did not write does not count as dismissed', () => {
    expect(noticeDismissed(memory({ [IN_APP_NOTICE_KEY]: 'true' }))).toBe(false)
  })

  it('storage the host app refuses shows the line again rather than crashing', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('no', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('no', 'QuotaExceededError')
      },
    }
    expect(noticeDismissed(refusing)).toBe(false)
    expect(() => dismissNotice(refusing)).not.toThrow()
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetHandoffCode, takeHandoffCode } from './handoff-fragment'

const CODE = 'b'.repeat(43)

function place(hash: string, search = '?to=%2F') {
  const replaceState = vi.fn()
  return { loc: { hash, pathname: '/handoff', search }, history: { replaceState, state: { key: 'k' } }, replaceState }
}

afterEach(resetHandoffCode)

describe('takeHandoffCode', () => {
  it('reads the code from the fragment and takes it out of the address', () => {
    const p = place(`#code=${CODE}`)
    expect(takeHandoffCode(p.loc, p.history)).toBe(CODE)
    expect(p.replaceState).toHaveBeenCalledWith({ key: 'k' }, '', '/handoff?to=%2F')
  })

  it('a code in the query is not read: the server would have logged it', () => {
    const p = place('', `?to=%2F&code=${CODE}`)
    expect(takeHandoffCode(p.loc, p.history)).toBeNull()
  })

  it('a malformed code is refused and still taken out of the address', () => {
    const p = place(`#code=${CODE}<script>`)
    expect(takeHandoffCode(p.loc, p.history)).toBeNull()
    expect(p.replaceState).toHaveBeenCalled()
  })

  it('reads once: a second look in the same visit gets the same answer from memory', () => {
    const first = place(`#code=${CODE}`)
    takeHandoffCode(first.loc, first.history)
    const later = place('')
    expect(takeHandoffCode(later.loc, later.history)).toBe(CODE)
  })
})

import { describe, expect, it } from 'vitest'
import { introDue, parseIntro } from './intro'

describe('skip intro', () => {
  it('reads the master’s range and refuses anything else', () => {
    expect(parseIntro('3-18')).toEqual({ start: 3, end: 18 })
    expect(parseIntro('18-3')).toBeNull()
    expect(parseIntro('3-x')).toBeNull()
    expect(parseIntro(undefined)).toBeNull()
  })
  it('is offered while the intro plays, not before nor in its last second', () => {
    const intro = { start: 3, end: 18 }
    expect(introDue(2.9, intro)).toBe(false)
    expect(introDue(3, intro)).toBe(true)
    expect(introDue(16.9, intro)).toBe(true)
    expect(introDue(17, intro)).toBe(false)
    expect(introDue(5, null)).toBe(false)
  })
})

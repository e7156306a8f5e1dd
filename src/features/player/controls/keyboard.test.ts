import { describe, expect, it } from 'vitest'
import { isCharacterKey, keyAction } from './keyboard'
import { stepSpeed } from './speed'

describe('player keys', () => {
  it('maps the usual desktop keys', () => {
    expect(['k', ' ', 'j', 'ArrowLeft', 'l', 'ArrowRight', 'f', 'm', 'c', '<', '>'].map(keyAction)).toEqual([
      'toggle',
      'toggle',
      'back',
      'back',
      'forward',
      'forward',
      'fullscreen',
      'mute',
      'subtitles',
      'slower',
      'faster',
    ])
    expect(keyAction('x')).toBeNull()
  })
})

describe('the shortcuts a viewer can turn off', () => {
  it('are the keys that type a character, Space included, and never the arrows', () => {
    expect(['k', 'K', ' ', '<', 'f', 'ဟ'].every(isCharacterKey)).toBe(true)
    expect(['ArrowLeft', 'ArrowRight', 'Escape', 'Enter', 'Tab'].some(isCharacterKey)).toBe(false)
  })
})

describe('speed steps', () => {
  it('goes one step at a time and stops at 0.5× and 2×', () => {
    expect(stepSpeed(1, 1)).toBe(1.25)
    expect(stepSpeed(1, -1)).toBe(0.75)
    expect(stepSpeed(2, 1)).toBe(2)
    expect(stepSpeed(0.5, -1)).toBe(0.5)
    expect(stepSpeed(1.1, 1)).toBe(1.25)
  })
})

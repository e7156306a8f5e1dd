import { describe, expect, it } from 'vitest'
import { rovingTarget } from './roving'

describe('the roving focus of a group', () => {
  it('steps to the next and previous item with the arrows, wrapping at the ends', () => {
    expect(rovingTarget('ArrowDown', 0, 3)).toBe(1)
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0)
    expect(rovingTarget('ArrowUp', 0, 3)).toBe(2)
    expect(rovingTarget('ArrowLeft', 2, 3)).toBe(1)
  })

  it('goes to the first item on Home and the last on End', () => {
    expect(rovingTarget('Home', 2, 5)).toBe(0)
    expect(rovingTarget('End', 1, 5)).toBe(4)
  })

  it('moves a vertical menu with up and down only, and a row of stars with left and right only', () => {
    expect(rovingTarget('ArrowRight', 0, 3, 'vertical')).toBeNull()
    expect(rovingTarget('ArrowDown', 0, 3, 'vertical')).toBe(1)
    expect(rovingTarget('ArrowDown', 0, 3, 'horizontal')).toBeNull()
    expect(rovingTarget('ArrowLeft', 1, 3, 'horizontal')).toBe(0)
  })

  it('leaves every other key to the browser', () => {
    expect(rovingTarget('Tab', 0, 3)).toBeNull()
    expect(rovingTarget(' ', 0, 3)).toBeNull()
    expect(rovingTarget('Enter', 0, 3)).toBeNull()
  })

  it('does nothing in an empty group and starts from the nearest item when the index is out of range', () => {
    expect(rovingTarget('ArrowDown', 0, 0)).toBeNull()
    expect(rovingTarget('ArrowDown', -1, 3)).toBe(1)
    expect(rovingTarget('ArrowUp', 9, 3)).toBe(1)
  })
})

import { describe, expect, it } from 'vitest'
import { firstScreenPosters } from './first-screen'

describe('the posters of a grid on the first screen', () => {
  it('are four rows of three on a common Android phone', () => {
    // 412 by 823: cells of about 119 px, so posters 170 px tall plus their title.
    expect(firstScreenPosters(412, 823)).toBe(12)
  })

  it('count a row that shows only in part', () => {
    expect(firstScreenPosters(360, 640)).toBe(12)
    expect(firstScreenPosters(360, 400)).toBe(9)
  })

  it('follow the grid to more columns on wider screens, beside the side navigation', () => {
    expect(firstScreenPosters(700, 900) % 4).toBe(0)
    expect(firstScreenPosters(800, 900) % 5).toBe(0)
    expect(firstScreenPosters(1100, 800) % 6).toBe(0)
    expect(firstScreenPosters(1440, 900)).toBe(8 * Math.ceil(900 / (((1440 - 224 - 32 - 7 * 12) / 8) * (160 / 112) + 40)))
  })

  it('are three rows of a desktop when the window reports no usable size', () => {
    expect(firstScreenPosters(0, 0)).toBe(24)
    expect(firstScreenPosters(412, Number.NaN)).toBe(24)
  })

  it('are at least one row on the smallest window', () => {
    expect(firstScreenPosters(1, 1)).toBe(3)
  })
})

import { describe, expect, it } from 'vitest'
import { ago } from './relative-time'

const MIN = 60_000
const T = Date.parse('2026-11-25T12:00:00Z')

describe('how long ago a comment was written', () => {
  it.each([
    [30_000, { unit: 'now' }],
    [MIN, { unit: 'minute', n: 1 }],
    [59 * MIN, { unit: 'minute', n: 59 }],
    [3 * 60 * MIN + 5 * MIN, { unit: 'hour', n: 3 }],
    [2 * 24 * 60 * MIN, { unit: 'day', n: 2 }],
    [65 * 24 * 60 * MIN, { unit: 'month', n: 2 }],
    [800 * 24 * 60 * MIN, { unit: 'year', n: 2 }],
    // A device clock behind the server's: never "in the future".
    [-5 * MIN, { unit: 'now' }],
  ])('%d ms ago is %j', (d, expected) => {
    expect(ago(T - d, T)).toEqual(expected)
  })
})

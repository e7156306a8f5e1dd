import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { BooleanParam, IdParam, PageParam } from './search-params'

describe('address parameters', () => {
  it('turn ids into numbers', () => {
    expect(v.parse(IdParam, '42')).toBe(42)
    expect(v.parse(IdParam, 7)).toBe(7)
  })

  it('refuse ids that are not positive whole numbers', () => {
    for (const bad of ['abc', '-1', '0', '1.5', '', '1e3', ' ', 1.5]) {
      expect(v.safeParse(IdParam, bad).success).toBe(false)
    }
  })

  it('default a missing or broken page to 1', () => {
    const schema = v.object({ page: PageParam })
    expect(v.parse(schema, {}).page).toBe(1)
    expect(v.parse(schema, { page: 'x' }).page).toBe(1)
    expect(v.parse(schema, { page: '3' }).page).toBe(3)
  })

  it('read true and false as written in the address', () => {
    expect(v.parse(BooleanParam, 'true')).toBe(true)
    expect(v.parse(BooleanParam, false)).toBe(false)
    expect(v.safeParse(BooleanParam, 'yes').success).toBe(false)
  })
})

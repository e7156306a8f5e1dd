import { describe, expect, it } from 'vitest'
import { joinBase, withQuery } from './address'

describe('withQuery', () => {
  it('writes the parameters in order, as a form would, and leaves out the undefined ones', () => {
    expect(withQuery('/v1/search/content', { query: 'golden land', page: 1, genre: undefined })).toBe(
      '/v1/search/content?query=golden+land&page=1',
    )
  })

  it('escapes what would change the address: &, =, #, + and %', () => {
    const written = withQuery('/v1/x', { q: 'a&page=2#1+100%' })
    expect(written).toBe('/v1/x?q=a%26page%3D2%231%2B100%25')
    expect(new URL(written, 'http://api.test').searchParams.get('q')).toBe('a&page=2#1+100%')
  })

  it('writes Burmese as UTF-8 escapes', () => {
    expect(new URL(withQuery('/v1/x', { q: 'ရွှေ' }), 'http://api.test').searchParams.get('q')).toBe('ရွှေ')
    expect(withQuery('/v1/x', { q: 'ရွှေ' })).not.toMatch(/[^\x20-\x7e]/)
  })

  it('leaves a path without parameters as it is, and adds to a query the path has', () => {
    expect(withQuery('/v1/home')).toBe('/v1/home')
    expect(withQuery('/v1/home', { a: undefined })).toBe('/v1/home')
    expect(withQuery('/v1/x?a=1', { b: 2 })).toBe('/v1/x?a=1&b=2')
  })
})

describe('joinBase', () => {
  it('puts one slash between the base and the path', () => {
    expect(joinBase('', '/v1/home')).toBe('/v1/home')
    expect(joinBase('https://api.example', '/v1/home')).toBe('https://api.example/v1/home')
    expect(joinBase('https://api.example/', '/v1/home')).toBe('https://api.example/v1/home')
    expect(joinBase('https://api.example/base', 'v1/home')).toBe('https://api.example/base/v1/home')
  })
})

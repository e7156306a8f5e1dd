import { describe, expect, it } from 'vitest'
import { searchedQuery, withSearchPreload } from '../../server/http/search-preload'
import { fetchPreloads } from './fetch-preloads'

const page = (head: string) => new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html')

describe('the API answers a page names for the gate to preload', () => {
  it('reads the address the server wrote, unescaped', () => {
    const served = withSearchPreload('<html><head></head><body></body></html>', searchedQuery('a&b "c" <d>'))
    expect(fetchPreloads(new DOMParser().parseFromString(served, 'text/html'))).toEqual([
      '/v1/search/content?query=a%26b+%22c%22+%3Cd%3E&page=1',
    ])
  })

  it('names nothing on a page without one', () => {
    expect(fetchPreloads(page('<meta name="description" content="/v1/home" />'))).toEqual([])
  })

  it('takes only paths of the app’s own API', () => {
    const named = ['https://evil.test/v1/x', '//evil.test/v1/x', '/v1/ok?q=1', 'javascript:alert(1)', '/assets/x.js', '/v1/a\\b', '/v1/a b']
    const doc = page(named.map((c) => `<meta name="preload-fetch" content="${c}" />`).join(''))
    expect(fetchPreloads(doc)).toEqual(['/v1/ok?q=1'])
  })
})

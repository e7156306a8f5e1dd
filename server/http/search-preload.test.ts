import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/router-core'
import { OptionalText } from '../../src/lib/search-params.ts'
import { routeQuery, searchedQuery, withSearchPreload } from './search-preload.ts'

/** The query the /search route reads from an address the app wrote. */
const routeSchema = v.object({ query: OptionalText() })
const readByRoute = (search: string) => v.parse(routeSchema, defaultParseSearch(search)).query

describe('the preloaded first page of results', () => {
  it('reads the query from the address as the /search route does', () => {
    for (const query of ['golden', '2024', 'true', 'null', '1e3', '[1]', '"', '  spaced  ', 'ရွှေ']) {
      // As the app writes it into the address (numbers-as-text come quoted), and as typed by hand.
      const written = defaultStringifySearch({ query })
      expect(routeQuery(new URLSearchParams(written).get('query') ?? undefined)).toBe(readByRoute(written))
      const typed = `?query=${encodeURIComponent(query)}`
      expect(routeQuery(new URLSearchParams(typed).get('query') ?? undefined)).toBe(readByRoute(typed))
    }
  })

  it('is left out for a blank, missing, dropped or over-long query', () => {
    const page = '<html><head></head><body></body></html>'
    for (const raw of [undefined, '', '   ', 'true', '[1]', 'x'.repeat(101)]) expect(withSearchPreload(page, searchedQuery(raw))).toBe(page)
    expect(withSearchPreload(page, searchedQuery('x'.repeat(100)))).toContain('<meta name="preload-fetch"')
  })

  it('cannot break out of its attribute, and leaves a page without a head alone', () => {
    const html = withSearchPreload('<html><head></head></html>', searchedQuery('"><script>alert(1)</script>'))
    expect(html).not.toContain('<script>')
    expect(html.match(/"/g)?.length).toBe(4)
    expect(withSearchPreload('<p>x</p>', searchedQuery('golden'))).toBe('<p>x</p>')
  })
})

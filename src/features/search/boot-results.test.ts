import { describe, expect, it } from 'vitest'
import { withBootResults, type BootResult } from '../../../server/http/search-boot'
import { readBootResults } from './boot-results'

const shell =
  '<html><head></head><body><div id="root"></div><div id="boot"><!--boot-feed--><p>feed</p><!--/boot-feed--></div></body></html>'
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const result: BootResult = {
  id: 7,
  title: '</script><b>ရွှေ</b>',
  actors: 'A, B',
  contentType: 'serie',
  posterImg: '/images/posters/7.webp',
  isFree: true,
}

describe("the first results a search page's shell shows", () => {
  it('are read back exactly as the server wrote them, hostile text included', () => {
    expect(readBootResults(parse(withBootResults(shell, 'ရွှေ <b>', [result])))).toEqual({ query: 'ရွှေ <b>', results: [result] })
  })

  it('are none on a page without them, or with anything malformed', () => {
    expect(readBootResults(parse(shell))).toBeNull()
    const script = (json: string) => parse(`<body><script type="application/json" id="boot-results">${json}</script></body>`)
    expect(readBootResults(script('{not json'))).toBeNull()
    expect(readBootResults(script('{"query":"q"}'))).toBeNull()
    expect(readBootResults(script('{"query":"q","results":[{"id":"7","title":"x"}]}'))).toBeNull()
    expect(readBootResults(script(JSON.stringify({ query: 1, results: [result] })))).toBeNull()
    const plain = { ...result, title: 'ရွှေ' }
    expect(readBootResults(script(JSON.stringify({ query: 'q', results: [plain] })))).toEqual({ query: 'q', results: [plain] })
  })
})

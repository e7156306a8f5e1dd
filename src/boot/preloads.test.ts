import { describe, expect, it } from 'vitest'
import { preloadsFor, startupChunks, type PreloadMap } from './preloads'

const map: PreloadMap = {
  files: [
    '/a/framework.js',
    '/a/core.js',
    '/a/my-messages.js',
    '/a/en-startup.js',
    '/a/en-messages.js',
    '/a/favorites.js',
    '/a/search.js',
    '/a/lists.js',
    '/a/unicode.js',
  ],
  routes: { '/search': [6, 7], '/favorites': [5, 7] },
  entryImports: [0, 1],
  locales: { my: [2], en: [3, 4] },
  zawgyi: 8,
}
const at = (href: string) => {
  const url = new URL(href, 'https://app.test')
  return { pathname: url.pathname, search: url.search }
}

describe('the chunks a launch asks for at once', () => {
  it('for a Burmese search: the catalogue, the route and the Zawgyi detector (the libraries come with the entry)', () => {
    expect(preloadsFor(at('/search?query=%E1%80%81%E1%80%BB%E1%80%85%E1%80%BA'), null, map)).toEqual([
      '/a/my-messages.js',
      '/a/search.js',
      '/a/lists.js',
      '/a/unicode.js',
    ])
  })

  it('leaves the detector out of a search that has no Burmese in it, and of any other page', () => {
    expect(preloadsFor(at('/search?query=love'), null, map)).not.toContain('/a/unicode.js')
    expect(preloadsFor(at('/search'), null, map)).not.toContain('/a/unicode.js')
    expect(preloadsFor(at('/favorites?query=%E1%80%81'), null, map)).not.toContain('/a/unicode.js')
  })

  it("follows the viewer's stored language, and the default for one it does not know", () => {
    expect(preloadsFor(at('/favorites'), 'en', map)).toEqual(['/a/en-startup.js', '/a/en-messages.js', '/a/favorites.js', '/a/lists.js'])
    for (const stored of ['fr', '__proto__', 'toString', ''])
      expect(preloadsFor(at('/favorites'), stored, map)[0]).toBe('/a/my-messages.js')
  })

  it('reads a trailing slash as the same route, and asks for nothing on a page the map leaves out', () => {
    expect(preloadsFor(at('/search/'), null, map)).toContain('/a/search.js')
    // Home and a title's page (their shell's banner goes first), an unknown address, a prototype key.
    for (const path of ['/', '/content?id=3', '/nowhere', '/constructor', '/__proto__'])
      expect(preloadsFor(at(path), null, map)).toEqual([])
  })
})

describe('the chunks the entry brings', () => {
  it('lists each of them once, in the order they evaluate', () => {
    expect(startupChunks(map)).toEqual(['/a/framework.js', '/a/core.js'])
    expect(startupChunks({ files: ['/a/runtime.js', '/a/framework.js'], entryImports: [1, 0, 1] })).toEqual([
      '/a/framework.js',
      '/a/runtime.js',
    ])
  })

  it('lists none for an entry that imports nothing of its own', () => {
    expect(startupChunks({ files: [], entryImports: [] })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { bundle, chunk } from './fake-bundle.ts'
import { preloadMap } from './route-preloads.ts'

const app = bundle(
  chunk('assets/index.js', '/p/index.html', ['assets/framework.js', 'assets/core.js'], { isEntry: true }),
  chunk('assets/framework.js', null),
  chunk('assets/core.js', null, ['assets/framework.js']),
  chunk('assets/routes.js', '/p/src/routes/index.tsx?tsr-split=component', ['assets/core.js', 'assets/lists.js']),
  chunk('assets/routes-err.js', '/p/src/routes/index.tsx?tsr-split=errorComponent', ['assets/error-view.js']),
  chunk('assets/search.js', '/p/src/routes/search.tsx?tsr-split=component---errorComponent', ['assets/lists.js', 'assets/error-view.js']),
  chunk('assets/watch.js', '/p/src/routes/watch-history.tsx?tsr-split=component---errorComponent', ['assets/lists.js']),
  chunk('assets/lists.js', null, ['assets/framework.js', 'assets/ops.js']),
  chunk('assets/ops.js', null),
  chunk('assets/error-view.js', null),
  chunk('assets/my.js', '/p/src/locales/my/messages.po'),
  chunk('assets/en-startup.js', '/p/src/locales/en/startup.po'),
  chunk('assets/en.js', '/p/src/locales/en/messages.po'),
  chunk('assets/unicode.js', '/p/src/lib/zawgyi/unicode.ts'),
)
const files = (map: ReturnType<typeof preloadMap>, indexes: number[]) => indexes.map((i) => map.files[i])

describe('the preload map read from the build', () => {
  const map = preloadMap(app)

  it("names each route's page chunk with what it imports beyond the entry, by the route's path", () => {
    expect(files(map, map.routes['/search']!)).toEqual(['/assets/search.js', '/assets/lists.js', '/assets/ops.js', '/assets/error-view.js'])
    expect(files(map, map.routes['/watch-history']!)).toEqual(['/assets/watch.js', '/assets/lists.js', '/assets/ops.js'])
  })

  it("lists the entry's chunks in the order they evaluate: each after the chunks it imports", () => {
    const entryFirstImportsCore = bundle(
      chunk('assets/index.js', '/p/index.html', ['assets/core.js', 'assets/framework.js'], { isEntry: true }),
      chunk('assets/core.js', null, ['assets/framework.js']),
      chunk('assets/framework.js', null, ['assets/runtime.js']),
      chunk('assets/runtime.js', null),
      chunk('assets/search.js', '/p/src/routes/search.tsx?tsr-split=component', ['assets/core.js']),
    )
    const ordered = preloadMap(entryFirstImportsCore)
    expect(files(ordered, ordered.entryImports)).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/core.js'])
    expect(files(map, map.entryImports)).toEqual(['/assets/framework.js', '/assets/core.js'])
  })

  it('leaves out the pages whose shell draws a banner, and chunks that hold only an error view', () => {
    expect(Object.keys(map.routes).sort()).toEqual(['/search', '/watch-history'])
    expect(map.files).not.toContain('/assets/routes.js')
    expect(map.files).not.toContain('/assets/routes-err.js')
  })

  it('knows each locale’s catalogues and the Zawgyi detector', () => {
    expect(files(map, map.locales.my!)).toEqual(['/assets/my.js'])
    expect(files(map, map.locales.en!).sort()).toEqual(['/assets/en-startup.js', '/assets/en.js'])
    expect(map.files[map.zawgyi!]).toBe('/assets/unicode.js')
  })

  it('fails the build when the router no longer splits its routes', () => {
    const unsplit = bundle(chunk('assets/index.js', '/p/index.html', [], { isEntry: true }))
    expect(() => preloadMap(unsplit)).toThrow(/splitting routes/)
  })
})

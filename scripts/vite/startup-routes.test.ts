import { describe, expect, it } from 'vitest'
import type { Manifest } from '../lib/startup-bytes.ts'
import { routesInStartup } from './startup-routes.ts'

const base: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework-2.js', '_core-3.js'] },
  '_framework-2.js': { file: 'assets/framework-2.js' },
  '_core-3.js': { file: 'assets/core-3.js' },
  'src/routes/search.tsx?tsr-split=component---errorComponent': { file: 'assets/search-4.js', imports: ['_core-3.js'] },
}

describe("routes' code and start-up", () => {
  it('passes when every route component ships in a lazy chunk of its own', () => {
    expect(routesInStartup(base)).toEqual([])
  })

  it('names a route whose component was merged into the entry chunk', () => {
    const merged = { ...base, 'src/routes/player.tsx?tsr-split=component---errorComponent': { file: 'assets/index-1.js' } }
    expect(routesInStartup(merged)).toEqual(['src/routes/player.tsx'])
  })

  it('names a route whose component landed in a chunk the entry imports statically', () => {
    const shared = { ...base, 'src/routes/content.tsx?tsr-split=component---errorComponent': { file: 'assets/core-3.js' } }
    expect(routesInStartup(shared)).toEqual(['src/routes/content.tsx'])
  })

  it('fails when the build split no route at all', () => {
    const { ['src/routes/search.tsx?tsr-split=component---errorComponent']: _, ...unsplit } = base
    expect(() => routesInStartup(unsplit)).toThrow(/route/)
  })
})

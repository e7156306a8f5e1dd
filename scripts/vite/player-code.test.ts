import { describe, expect, it } from 'vitest'
import { bundle, chunk, type FakeChunk } from './fake-bundle.ts'
import { playerCode } from './player-code.ts'

const app = (...more: FakeChunk[]) =>
  bundle(
    chunk('assets/index-1.js', '/p/index.html', ['assets/framework-2.js'], { isEntry: true }),
    chunk('assets/framework-2.js', null),
    chunk('assets/search-3.js', '/p/src/routes/search.tsx?tsr-split=component', ['assets/framework-2.js']),
    chunk('assets/player-4.js', '/p/src/routes/player.tsx?tsr-split=component---errorComponent', [
      'assets/framework-2.js',
      'assets/engine-loader-5.js',
    ]),
    chunk('assets/engine-loader-5.js', null),
    ...more,
  )

describe("the player's code read from the build", () => {
  it("is the player route's chunk and what it imports beyond the entry, with hls.js named apart", () => {
    expect(playerCode(app(chunk('assets/hls-6.js', '/p/node_modules/hls.js/dist/hls.light.mjs', [], { name: 'hls' })))).toEqual({
      route: ['/assets/player-4.js', '/assets/engine-loader-5.js'],
      engine: '/assets/hls-6.js',
    })
  })

  it('has no engine when the build has no hls.js chunk', () => {
    expect(playerCode(app()).engine).toBeNull()
  })

  it('fails the build when the player has no route chunk of its own', () => {
    const unsplit = bundle(
      chunk('assets/index-1.js', '/p/index.html', [], { isEntry: true }),
      chunk('assets/search-3.js', '/p/src/routes/search.tsx?tsr-split=component'),
    )
    expect(() => playerCode(unsplit)).toThrow(/player/)
  })
})

import { describe, expect, it } from 'vitest'
import { MEASURED_SCREENS, screenChunks } from './screen-chunks.ts'
import type { Manifest } from './startup-bytes.ts'

const manifest: Manifest = {
  'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_framework.js'], dynamicImports: ['src/routes/content.tsx?tsr-split=component---errorComponent'] },
  '_framework.js': { file: 'assets/framework.js' },
  '_after-paint.js': { file: 'assets/after-paint.js', imports: ['_framework.js', 'index.html'] },
  '_share.js': { file: 'assets/share.js', imports: ['_after-paint.js'] },
  '_extras.js': { file: 'assets/extras.js' },
  'src/routes/content.tsx?tsr-split=component---errorComponent': {
    file: 'assets/content.js',
    imports: ['index.html', '_framework.js', '_after-paint.js', '_share.js'],
    dynamicImports: ['_extras.js'],
  },
}

describe("a screen's chunks", () => {
  it('counts the route chunk and what it imports statically, never the start-up chunks or its lazy imports', () => {
    expect(screenChunks(manifest, MEASURED_SCREENS["a title's page"]).sort()).toEqual(['assets/after-paint.js', 'assets/content.js', 'assets/share.js'])
  })

  it('names a route the build no longer has, rather than counting nothing', () => {
    expect(() => screenChunks(manifest, MEASURED_SCREENS.search)).toThrow(/src\/routes\/search\.tsx/)
  })
})

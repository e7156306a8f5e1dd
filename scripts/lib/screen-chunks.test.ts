import { describe, expect, it } from 'vitest'
import { loadsWith, MEASURED_SCREENS, screenChunks } from './screen-chunks.ts'
import type { Manifest } from './startup-bytes.ts'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_framework.js'],
    dynamicImports: ['src/routes/content.tsx?tsr-split=component---errorComponent'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_after-paint.js': { file: 'assets/after-paint.js', imports: ['_framework.js', 'index.html'] },
  '_share.js': { file: 'assets/share.js', imports: ['_after-paint.js'] },
  '_title-extras-Ab1_x.js': { file: 'assets/title-extras-Ab1_x.js', imports: ['_download-store-9z.js'] },
  '_download-store-9z.js': {
    file: 'assets/download-store-9z.js',
    imports: ['_after-paint.js'],
    dynamicImports: ['_download-engine-C-d.js'],
  },
  '_download-engine-C-d.js': { file: 'assets/download-engine-C-d.js', imports: ['_download-store-9z.js'] },
  'src/routes/content.tsx?tsr-split=component---errorComponent': {
    file: 'assets/content.js',
    imports: ['index.html', '_framework.js', '_after-paint.js', '_share.js'],
    dynamicImports: ['_title-extras-Ab1_x.js'],
  },
}

describe("a screen's chunks", () => {
  it('counts the route chunk and what it imports statically, never the start-up chunks or its lazy imports', () => {
    expect(screenChunks(manifest, MEASURED_SCREENS["a title's page"]).sort()).toEqual([
      'assets/after-paint.js',
      'assets/content.js',
      'assets/share.js',
    ])
  })

  it('names a route the build no longer has, rather than counting nothing', () => {
    expect(() => screenChunks(manifest, MEASURED_SCREENS.search)).toThrow(/src\/routes\/search\.tsx/)
  })

  it('follows static imports through shared chunks, never a lazy one', () => {
    expect(loadsWith(manifest, 'download-engine', 'download-store')).toBe(true)
    expect(loadsWith(manifest, 'title-extras', 'download-store')).toBe(true)
    expect(loadsWith(manifest, 'title-extras', 'download-engine')).toBe(false)
  })

  it('names a chunk the build no longer has, rather than answering no', () => {
    expect(() => loadsWith(manifest, 'title-extras', 'comments')).toThrow(/comments/)
  })
})

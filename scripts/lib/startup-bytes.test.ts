import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gzipSize, startupBytes } from './startup-bytes.ts'

const dirs: string[] = []
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

function fakeDist(files: Record<string, string>, manifest: object): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text)
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dist
}

const files = {
  'index.html': '<!doctype html><div id="root"></div>',
  'assets/entry.js': 'import "./shared.js";'.repeat(50),
  'assets/shared.js': 'export const s = 1;'.repeat(50),
  'assets/home.js': 'export default function Home(){}'.repeat(20),
  'assets/player.js': 'const e = "hlsManifestLoading";'.repeat(20),
  'assets/app.css': 'body{margin:0}'.repeat(40),
  'assets/font.woff2': 'x'.repeat(1234),
}

const HOME = 'src/routes/index.tsx?tsr-split=component---errorComponent'

describe('start-up bytes', () => {
  it("counts the entry and its static imports as start-up, adds home's route chunk for home's code, and never a lazily loaded chunk", () => {
    const dist = fakeDist(files, {
      'index.html': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/routes/player.tsx?tsr-split=component'],
        css: ['assets/app.css'],
        assets: ['assets/font.woff2'],
      },
      '_shared.js': { file: 'assets/shared.js' },
      [HOME]: { file: 'assets/home.js', imports: ['index.html', '_shared.js'] },
      'src/routes/player.tsx?tsr-split=component': { file: 'assets/player.js', imports: ['index.html'] },
    })
    const bytes = startupBytes(dist)
    expect(bytes.files.js.sort()).toEqual(['assets/entry.js', 'assets/shared.js'])
    const gz = (f: string) => gzipSize(Buffer.from(files[f as keyof typeof files]))
    expect(bytes.js).toBe(gz('assets/entry.js') + gz('assets/shared.js'))
    expect(bytes.homeJs).toBe(bytes.js + gz('assets/home.js'))
    expect(bytes.css).toBe(gz('assets/app.css'))
    expect(bytes.font).toBe(1234)
    expect(bytes.lateLibrariesFound).toEqual([])
  })

  it('counts a stylesheet inlined into index.html as CSS, and the page without it as HTML', () => {
    const css = 'body{margin:0}'.repeat(40)
    const page = '<!doctype html><div id="root"></div>'
    const dist = fakeDist(
      { ...files, 'index.html': `${page.replace('<div', `<style>${css}</style><div`)}` },
      {
        // The manifest still names the stylesheet; the build removed the file.
        'index.html': { file: 'assets/entry.js', isEntry: true, css: ['assets/gone.css'] },
        [HOME]: { file: 'assets/home.js', imports: ['index.html'] },
      },
    )
    const bytes = startupBytes(dist)
    expect(bytes.css).toBe(gzipSize(Buffer.from(css)))
    expect(bytes.html).toBe(gzipSize(Buffer.from(page)))
  })

  it('reports hls.js when a start-up chunk contains it', () => {
    const dist = fakeDist(files, {
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_player.js'] },
      '_player.js': { file: 'assets/player.js' },
      [HOME]: { file: 'assets/home.js', imports: ['index.html'] },
    })
    expect(startupBytes(dist).lateLibrariesFound).toEqual(['hls.js'])
  })

  it('names the start-up files that lack the eager-compile hint, and only those the entry loads statically', () => {
    const hint = '//# allFunctionsCalledOnLoad\n'
    const dist = fakeDist(
      { ...files, 'assets/entry.js': hint + files['assets/entry.js'] },
      {
        'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        [HOME]: { file: 'assets/home.js', imports: ['index.html'] },
      },
    )
    expect(startupBytes(dist).eagerCompileMissing).toEqual(['assets/shared.js'])
  })

  it('refuses a build whose home route has no component chunk, rather than counting without it', () => {
    const dist = fakeDist(files, { 'index.html': { file: 'assets/entry.js', isEntry: true } })
    expect(() => startupBytes(dist)).toThrow(/no component chunk for the home route/)
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkPrecache, classicWorkerProblems, firstTranslation, isMedia, precacheUrls } from './precache.ts'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

function fakeDist(precache: string[]) {
  const dist = mkdtempSync(join(tmpdir(), 'precache-'))
  dirs.push(dist)
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  const files: Record<string, string> = {
    'assets/index-a.js': 'const m = {"Home":["ပင်မ"]}',
    'assets/search-b.js': 'const d = ["assets/index-a.js","assets/index-e.css"]',
    'assets/player-c.js': 'import "./hls-d.js"',
    'assets/hls-d.js': 'hls',
    'assets/index-e.css': '',
    'assets/noto-f.woff2': '',
  }
  for (const [f, body] of Object.entries(files)) writeFileSync(join(dist, f), body)
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-a.js', isEntry: true, css: ['assets/index-e.css'] },
      'src/routes/search.tsx?tsr-split=component': { file: 'assets/search-b.js', isDynamicEntry: true },
      'src/routes/player.tsx?tsr-split=component': { file: 'assets/player-c.js', isDynamicEntry: true, imports: ['_hls-d.js'] },
      '_hls-d.js': { file: 'assets/hls-d.js' },
      'src/assets/fonts/noto.woff2': { file: 'assets/noto-f.woff2' },
    }),
  )
  writeFileSync(join(dist, 'sw.js'), `precacheAndRoute([${precache.map((u) => `{"revision":null,"url":"${u}"}`).join(',')}])`)
  return dist
}

const ALL = ['index.html', 'assets/index-a.js', 'assets/index-e.css', 'assets/search-b.js', 'assets/player-c.js', 'assets/noto-f.woff2']

describe('precache check', () => {
  it('reads the injected URL list', () => {
    expect(precacheUrls('x([{revision:"1",url:"index.html"},{"revision":null,"url":"assets/a.js"}])')).toEqual([
      'index.html',
      'assets/a.js',
    ])
  })

  it('passes when the shell, every route chunk, the font and the Burmese catalogue are precached, and hls.js is not', () => {
    expect(checkPrecache(fakeDist(ALL), 'ပင်မ')).toMatchObject({ missing: [], forbidden: [], dangling: [] })
  })

  it('names a file a preload list still lists after the build removed it', () => {
    const dist = fakeDist(ALL)
    rmSync(join(dist, 'assets/index-e.css'))
    expect(checkPrecache(dist, 'ပင်မ').dangling).toEqual(['assets/index-e.css (named in assets/search-b.js)'])
  })

  it('names a missing route chunk or font, and a precached hls.js chunk', () => {
    const report = checkPrecache(fakeDist([...ALL.filter((u) => !u.includes('search') && !u.includes('woff2')), 'assets/hls-d.js']), 'ပင်မ')
    expect(report.missing).toEqual(['assets/noto-f.woff2', 'assets/search-b.js'])
    expect(report.forbidden).toEqual(['assets/hls-d.js'])
  })

  it('a media file or a stored download in the precache list fails the check', () => {
    const media = [
      'media/sample/720p/seg_001.m4s',
      '/media/e/1/g/master.m3u8',
      '__downloads/1/720p/init.mp4',
      'videos/trailer.mp4',
      'assets/intro.webm',
    ]
    expect(checkPrecache(fakeDist([...ALL, ...media]), 'ပင်မ').forbidden).toEqual(media.map((u) => u.replace(/^\//, '')))
    for (const ok of ALL) expect(isMedia(ok), ok).toBe(false)
  })

  it('takes a real Burmese translation from the catalogue', () => {
    expect(firstTranslation('msgid "Home"\nmsgstr ""\n\nmsgid "Search"\nmsgstr "ရှာဖွေရန်"\n')).toBe('ရှာဖွေရန်')
  })

  it('a worker bundle with import.meta or a dynamic import is named: a classic worker script fails to evaluate', () => {
    expect(classicWorkerProblems('function s(e){return new URL(e,import.meta.url)}')).toEqual(['import.meta'])
    expect(classicWorkerProblems('const m=await import("./x.js")')).toEqual(['import()'])
    expect(
      classicWorkerProblems('self.addEventListener("fetch",e=>e.respondWith(fetch(e.request)));const a={import:1};a.import(2)'),
    ).toEqual([])
  })
})

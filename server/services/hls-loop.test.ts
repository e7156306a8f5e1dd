import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import { loopedPlaylist, loopedSegment, loopedSource, masterWithDuration, parseRefPlaylist, servedMs, variantsOf } from './hls-loop.ts'

const hls = join(DEFAULT_ASSETS_DIR, 'media', 'hls')
const refText = readFileSync(join(hls, '720p', 'index.m3u8'), 'utf8')
const ref = parseRefPlaylist(refText)!

interface Entry {
  ms: number
  uri: string
  discontinuity: boolean
  map: string | null
}

function entries(text: string): Entry[] {
  const out: Entry[] = []
  let ms = 0
  let discontinuity = false
  let map: string | null = null
  for (const line of text.split('\n')) {
    if (line === '#EXT-X-DISCONTINUITY') discontinuity = true
    else if (line.startsWith('#EXT-X-MAP:')) map = /URI="([^"]+)"/.exec(line)?.[1] ?? null
    else if (line.startsWith('#EXTINF:')) ms = Math.round(Number.parseFloat(line.slice(8)) * 1000)
    else if (line && !line.startsWith('#')) {
      out.push({ ms, uri: line, discontinuity, map })
      discontinuity = false
      map = null
    }
  }
  return out
}

describe('looped episode playlists', () => {
  it('reads the reference clip: nine 4 s segments and an init segment', () => {
    expect(ref.segments).toHaveLength(9)
    expect(ref.totalMs).toBe(36_000)
    expect(ref.map).toBe('init.mp4')
  })

  it('runs the episode length cut at a whole segment, never longer and under one segment short, from 1 s to 50 minutes', () => {
    for (let s = 1; s <= 3000; s += s < 120 ? 1 : 37) {
      const list = entries(loopedPlaylist(ref, s))
      const total = list.reduce((sum, e) => sum + e.ms, 0)
      expect(total, `${s} s`).toBe(servedMs(ref, s))
      if (s >= 4) expect(total, `${s} s`).toBeLessThanOrEqual(s * 1000)
      expect(total, `${s} s`).toBeGreaterThan(Math.max(0, s * 1000 - 4000))
      // Each segment says exactly how much media it holds: a shorter claim would stretch the video past the playlist.
      expect(
        list.every((e) => e.ms === 4000),
        `${s} s`,
      ).toBe(true)
    }
  })

  it('names each pass of the clip apart, with a discontinuity and the init segment before each pass after the first', () => {
    const text = loopedPlaylist(ref, 2700)
    const list = entries(text)
    expect(list).toHaveLength(675)
    expect(new Set(list.map((e) => e.uri)).size).toBe(675)
    expect(list[0]).toEqual({ ms: 4000, uri: 'l0/seg_000.m4s', discontinuity: false, map: 'init.mp4' })
    expect(list[9]).toEqual({ ms: 4000, uri: 'l1/seg_000.m4s', discontinuity: true, map: 'init.mp4' })
    expect(list[674]?.uri).toBe('l74/seg_008.m4s')
    expect(list.filter((e) => e.discontinuity)).toHaveLength(74)
    expect(text.match(/#EXT-X-MAP:/g)).toHaveLength(75)
    expect(text).toMatch(/^#EXTM3U\n/)
    expect(text).toContain('#EXT-X-PLAYLIST-TYPE:VOD')
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
    expect(text).toContain('#EXT-X-TARGETDURATION:4')
  })

  it('cuts the last pass at the last whole segment inside the episode', () => {
    const list = entries(loopedPlaylist(ref, 63))
    expect(list.map((e) => e.uri).slice(-2)).toEqual(['l1/seg_004.m4s', 'l1/seg_005.m4s'])
    expect(servedMs(ref, 63)).toBe(60_000)
    // A length that ends on a pass's last segment adds no empty pass.
    expect(entries(loopedPlaylist(ref, 72)).at(-1)?.uri).toBe('l1/seg_008.m4s')
  })

  it('maps a looped address to its reference segment only inside the episode', () => {
    expect(loopedSource(ref, 80, 'l0/seg_000.m4s')).toBe('seg_000.m4s')
    expect(loopedSource(ref, 80, 'l2/seg_001.m4s')).toBe('seg_001.m4s')
    for (const outside of [
      'l2/seg_002.m4s',
      'l3/seg_000.m4s',
      'l01/seg_000.m4s',
      'l-1/seg_000.m4s',
      'seg_000.m4s',
      'l0/init.mp4',
      'l0/index.m3u8',
      'l0/seg_009.m4s',
      'l0/../seg_000.m4s',
      'l0/seg_000.m4s/x',
      'l99999999/seg_000.m4s',
      'L0/seg_000.m4s',
    ]) {
      expect(loopedSource(ref, 80, outside), outside).toBeNull()
    }
    // Every address the playlist names maps, and nothing past it does.
    for (const e of entries(loopedPlaylist(ref, 80))) expect(loopedSource(ref, 80, e.uri), e.uri).not.toBeNull()
  })

  it('refuses to loop a reference playlist whose URIs leave its folder', () => {
    expect(parseRefPlaylist(refText.replace('seg_003.m4s', '../240p/seg_003.m4s'))).toBeNull()
    expect(parseRefPlaylist(refText.replace('URI="init.mp4"', 'URI="/etc/passwd"'))).toBeNull()
    expect(parseRefPlaylist('not a playlist')).toBeNull()
  })

  it("puts the episode's length in the master, keeping every rendition's bandwidths", () => {
    const refMaster = readFileSync(join(hls, 'master.m3u8'), 'utf8')
    const master = masterWithDuration(refMaster, 2700)
    expect(master).toContain('#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.duration",VALUE="2700"')
    expect(master.indexOf('#EXT-X-SESSION-DATA')).toBeLessThan(master.indexOf('#EXT-X-STREAM-INF'))
    expect(master.match(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,/g)).toHaveLength(3)
    expect(variantsOf(master)).toEqual(['240p/index.m3u8', '360p/index.m3u8', '720p/index.m3u8'])
  })
})

describe('the seeded catalogue over the looped clip', () => {
  it('prints what each rendition of an episode will take: average bandwidth × the length served', async () => {
    const { catalogue } = await import('../seed/catalog.ts')
    const served = catalogue.titles.flatMap((t) => t.episodes).map((e) => servedMs(ref, Math.floor(e.durationMs / 1000)) / 1000)
    const [min, max] = [Math.min(...served), Math.max(...served)]
    const mean = served.reduce((a, b) => a + b, 0) / served.length
    expect(min).toBeGreaterThan(20 * 60 - 4)
    expect(max).toBeLessThanOrEqual(50 * 60)
    const master = readFileSync(join(hls, 'master.m3u8'), 'utf8')
    const mb = (bps: number, s: number) => Math.round((bps * s) / 8 / 1e6)
    const lines = [...master.matchAll(/AVERAGE-BANDWIDTH=(\d+),RESOLUTION=\d+x(\d+)/g)].map(
      ([, bps, h]) => `${h}p ${mb(Number(bps), min)}–${mb(Number(bps), max)} MB (mean ${mb(Number(bps), mean)} MB)`,
    )
    expect(lines).toHaveLength(3)
    console.log(
      `[episodes] ${served.length} episodes, ${(min / 60).toFixed(1)}–${(max / 60).toFixed(1)} min (mean ${(mean / 60).toFixed(1)}); ${lines.join('; ')}`,
    )
  })
})

describe('encrypted looped playlists', () => {
  const IV = '0123456789abcdef0123456789abcdef'

  it('names the same segments as the clear playlist, with a key line around every map', () => {
    const clear = loopedPlaylist(ref, 80)
    const keyed = loopedPlaylist(ref, 80, { initIvHex: IV })
    expect(entries(keyed)).toEqual(entries(clear))
    expect(keyed.split('\n').filter((l) => l.startsWith('#EXT-X-KEY:'))).toEqual(
      Array.from({ length: 3 }, () => [`#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x${IV}`, '#EXT-X-KEY:METHOD=AES-128,URI="key"']).flat(),
    )
  })

  it('a clip without an init segment gets one key line, at the top, with sequence-number IVs', () => {
    const bare = parseRefPlaylist(refText.replace(/^#EXT-X-MAP:.*$/m, ''))!
    expect(bare.map).toBeNull()
    const lines = loopedPlaylist(bare, 80, { initIvHex: IV }).split('\n')
    expect(lines.filter((l) => l.startsWith('#EXT-X-KEY:'))).toEqual(['#EXT-X-KEY:METHOD=AES-128,URI="key"'])
    expect(lines.indexOf('#EXT-X-KEY:METHOD=AES-128,URI="key"')).toBeLessThan(lines.findIndex((l) => l.startsWith('#EXTINF:')))
  })

  it("a looped address's sequence number is its line's position in the playlist, counting from 0", () => {
    const uris = entries(loopedPlaylist(ref, 2700)).map((e) => e.uri)
    for (const i of [0, 8, 9, 10, 400, uris.length - 1]) expect(loopedSegment(ref, 2700, uris[i]!)?.sequence, uris[i]).toBe(i)
  })
})

import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'
import { decrypt, sequenceIv } from '../services/media-key.ts'

// Episodes of real length over the committed 36 s clip, as a player and a downloader fetch them.
const hls = join(DEFAULT_ASSETS_DIR, 'media', 'hls')
const SUBSCRIBER = '959420000001'
const PAID_EPISODE = 201 // 45 minutes in the fixture catalogue

const media = (mediaEpisodeSeconds: number | null) => makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds } })

async function streamDir(t: TestApp, episode = PAID_EPISODE): Promise<string> {
  const { token } = await t.login(SUBSCRIBER)
  const res = await t.call<{ url: string }>('POST', '/v1/streaming/content', {
    token: token.accessToken,
    body: { contentChildId: episode, platform: 'pwa', deviceId: 'pwa-device' },
  })
  expect(res.status).toBe(200)
  return res.body.url.replace(/master\.m3u8$/, '')
}

const text = async (t: TestApp, path: string) => {
  const res = await t.request('GET', path)
  expect(res.status, path).toBe(200)
  return res.text()
}
const extinfTotalMs = (playlist: string) =>
  [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].reduce((sum, m) => sum + Math.round(Number(m[1]) * 1000), 0)

describe('episodes of real length', () => {
  it('plays an episode for its seeded length: the master says how long, each rendition loops the clip to that length', async () => {
    const t = media(null)
    const dir = await streamDir(t)
    const master = await text(t, `${dir}master.m3u8`)
    expect(master).toContain('#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.duration",VALUE="2700"')
    expect(master.match(/AVERAGE-BANDWIDTH=\d+/g)).toHaveLength(3)
    for (const q of ['240p', '360p', '720p']) {
      const playlist = await text(t, `${dir}${q}/index.m3u8`)
      expect(extinfTotalMs(playlist), q).toBe(2_700_000)
      expect(playlist.match(/#EXT-X-DISCONTINUITY\n/g), q).toHaveLength(74)
    }
  })

  it('MEDIA_EPISODE_SECONDS caps every episode, and every address the playlists name is served', async () => {
    // 83 s is cut at the last whole 4 s segment: the master says the 80 s the playlists run.
    const t = media(83)
    const dir = await streamDir(t)
    expect(await text(t, `${dir}master.m3u8`)).toContain('VALUE="80"')
    const playlist = await text(t, `${dir}720p/index.m3u8`)
    expect(extinfTotalMs(playlist)).toBe(80_000)
    const uris = playlist.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(uris.at(-1)).toBe('l2/seg_001.m4s')
    for (const u of ['init.mp4', ...uris]) expect((await t.request('GET', `${dir}720p/${u}`)).status, u).toBe(200)
  })

  it("serves a looped address with the reference segment's bytes encrypted under its sequence number, ranges included", async () => {
    const t = media(null)
    const dir = await streamDir(t)
    const res = await t.request('GET', `${dir}360p/l41/seg_004.m4s`)
    expect(res.headers.get('content-type')).toBe('video/iso.segment')
    const whole = Buffer.from(await res.arrayBuffer())
    const key = Buffer.from(await (await t.request('GET', `${dir}360p/key`)).arrayBuffer())
    // Pass 41 of a 9-segment clip, fifth segment: media sequence number 41 × 9 + 4.
    expect(decrypt(key, sequenceIv(41 * 9 + 4), whole).equals(readFileSync(join(hls, '360p', 'seg_004.m4s')))).toBe(true)
    const part = await t.request('GET', `${dir}360p/l41/seg_004.m4s`, { headers: { Range: 'bytes=100-199' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`)
    expect(part.headers.get('etag')).toBe(res.headers.get('etag'))
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true)
  })

  it('a segment address past the end of the episode is refused', async () => {
    const t = media(80)
    const dir = await streamDir(t)
    for (const past of ['720p/l2/seg_002.m4s', '720p/l3/seg_000.m4s', '720p/l9999999/seg_000.m4s', '240p/l2/seg_008.m4s']) {
      expect((await t.request('GET', `${dir}${past}`)).status, past).toBe(404)
    }
  })

  it('an address no playlist names is refused: bare clip segments, padded loop numbers, other files of the stream', async () => {
    const t = media(null)
    const dir = await streamDir(t)
    for (const file of [
      '720p/seg_000.m4s',
      '720p/l01/seg_000.m4s',
      '720p/l0/init.mp4',
      '720p/l0/index.m3u8',
      '720p/l0/seg_009.m4s',
      '720p/l0/l0/seg_000.m4s',
      'l0/seg_000.m4s',
      '720p/master.m3u8',
      '720p/index.m3u8x',
      'init.mp4',
      '1080p/index.m3u8',
      '1080p/l0/seg_000.m4s',
    ]) {
      const res = await t.request('GET', `${dir}${file}`)
      expect(res.status, file).toBe(404)
      expect(await res.text(), file).not.toContain('#EXTM3U')
    }
  })

  it('a grant for an episode that no longer exists opens nothing', async () => {
    const t = media(null)
    const dir = await streamDir(t)
    t.db.prepare('DELETE FROM episodes WHERE id = ?').run(PAID_EPISODE)
    expect((await t.request('GET', `${dir}master.m3u8`)).status).toBe(404)
    expect((await t.request('GET', `${dir}720p/l0/seg_000.m4s`)).status).toBe(404)
  })
})

import { describe, expect, it } from 'vitest'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'
import { spokenLanguage } from '../seed/data/subtitles.ts'

// Episodes cut to 80 s, as in media.test.ts: the real stream, looped twice and a bit.
const media = () => makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 80 } })
const SUBSCRIBER = '959420000001'
const PAID_EPISODE = 201

async function streamUrl(t: TestApp, episode: number): Promise<string> {
  const { token } = await t.login(SUBSCRIBER)
  const res = await t.call<{ url: string }>('POST', '/v1/streaming/content', {
    token: token.accessToken,
    body: { contentChildId: episode, platform: 'pwa', deviceId: 'pwa-device' },
  })
  expect(res.status).toBe(200)
  return res.body.url
}

const subtitleUris = (master: string) => [...master.matchAll(/#EXT-X-MEDIA:TYPE=SUBTITLES,[^\n]*URI="([^"]+)"/g)].map((m) => m[1] ?? '')

describe('subtitles', () => {
  it('the master lists Burmese and English subtitles for every variant, and names the title’s language', async () => {
    const t = media()
    const master = await (await t.request('GET', await streamUrl(t, PAID_EPISODE))).text()
    expect(master).toMatch(/TYPE=SUBTITLES,GROUP-ID="subs",[^\n]*LANGUAGE="my"/)
    expect(master).toMatch(/TYPE=SUBTITLES,GROUP-ID="subs",[^\n]*LANGUAGE="en"/)
    const variants = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'))
    expect(variants.length).toBeGreaterThan(0)
    for (const v of variants) expect(v).toContain('SUBTITLES="subs"')
    expect(master).toContain('#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.language",VALUE="my"')
  })

  it('serves each language’s playlist and WebVTT under the grant, with cues up to the episode’s end', async () => {
    const t = media()
    const url = await streamUrl(t, PAID_EPISODE)
    const base = new URL(url, 'http://localhost')
    const master = await (await t.request('GET', url)).text()
    const [my, en] = subtitleUris(master).map((u) => new URL(u, base))
    for (const [playlistUrl, sample] of [
      [my, 'ကျေးဇူးတင်ပါတယ်။'],
      [en, 'Thank you.'],
    ] as const) {
      const playlist = await t.request('GET', playlistUrl?.pathname ?? '')
      expect(playlist.status).toBe(200)
      const vttName = (await playlist.text()).split('\n').find((l) => l && !l.startsWith('#')) ?? ''
      const vtt = await t.request('GET', new URL(vttName, playlistUrl).pathname)
      expect(vtt.status).toBe(200)
      expect(vtt.headers.get('content-type')).toContain('text/vtt')
      expect(vtt.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/)
      const text = await vtt.text()
      expect(text.startsWith('WEBVTT')).toBe(true)
      expect(text).toContain(sample)
      const ends = [...text.matchAll(/--> (\d\d):(\d\d):(\d\d)\.(\d{3})/g)].map(
        (m) => Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000,
      )
      expect(ends.length).toBeGreaterThan(15)
      expect(Math.max(...ends)).toBeLessThanOrEqual(80)
    }
  })

  it('subtitles go through the same grant checks as the media: none, forged or another episode’s is refused', async () => {
    const t = media()
    const url = await streamUrl(t, PAID_EPISODE)
    const vtt = url.replace(/master\.m3u8$/, 'subs/my.vtt')
    expect((await t.request('GET', vtt)).status).toBe(200)
    expect((await t.request('GET', vtt.replace(`/media/e/${PAID_EPISODE}/`, '/media/e/202/'))).status).toBe(403)
    expect((await t.request('GET', vtt.replace(/\/media\/e\/(\d+)\/[^/]+\//, '/media/e/$1/x.y.z/'))).status).toBe(403)
    expect((await t.request('GET', '/media/hls/subs/my.vtt')).status).toBe(403)
    expect((await t.request('GET', url.replace(/master\.m3u8$/, 'subs/fr.vtt'))).status).toBe(404)
  })

  it('a series episode’s master marks its intro; a film’s has none', async () => {
    const t = media()
    const series = await (await t.request('GET', await streamUrl(t, PAID_EPISODE))).text()
    expect(series).toMatch(/#EXT-X-SESSION-DATA:DATA-ID="com\.yokeshin\.intro",VALUE="\d+-\d+"/)
    const film = await (await t.request('GET', await streamUrl(t, 300))).text()
    expect(film).not.toContain('com.yokeshin.intro')
  })

  it('the international acquisitions are the titles not in Burmese', () => {
    expect(spokenLanguage(48)).toBe('en')
    expect(spokenLanguage(45)).toBe('my')
    expect(spokenLanguage(1)).toBe('my')
  })
})

describe('seek preview thumbnails', () => {
  it('the master names a thumbnail track, served under the grant and looped to the episode’s end, with its sprite', async () => {
    const t = media()
    const url = await streamUrl(t, PAID_EPISODE)
    const master = await (await t.request('GET', url)).text()
    expect(master).toContain('#EXT-X-SESSION-DATA:DATA-ID="com.yokeshin.thumbnails",URI="thumbs/thumbnails.vtt"')
    const track = await t.request('GET', url.replace(/master\.m3u8$/, 'thumbs/thumbnails.vtt'))
    expect(track.status).toBe(200)
    const text = await track.text()
    const starts = [...text.matchAll(/^(\d\d):(\d\d):(\d\d)\.\d{3} -->/gm)].map((m) => Number(m[2]) * 60 + Number(m[3]))
    // 80 s of a 36 s clip, a tile every 2 s.
    expect(starts.length).toBe(40)
    expect(starts.at(-1)).toBe(78)
    expect(text).toMatch(/^sprite\.jpg#xywh=\d+,\d+,160,90$/m)
    const sprite = await t.request('GET', url.replace(/master\.m3u8$/, 'thumbs/sprite.jpg'))
    expect(sprite.status).toBe(200)
    expect(sprite.headers.get('cache-control')).toMatch(/^private/)
    expect(
      (await t.request('GET', url.replace(/master\.m3u8$/, 'thumbs/sprite.jpg').replace(`/media/e/${PAID_EPISODE}/`, '/media/e/202/')))
        .status,
    ).toBe(403)
    expect((await t.request('GET', '/media/hls/thumbs/sprite.jpg')).status).toBe(403)
  })
})

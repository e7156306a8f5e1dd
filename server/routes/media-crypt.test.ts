import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import type { AppConfig } from '../http/types.ts'
import { makeTestApp, type TestApp } from '../test-support/harness.ts'
import { decrypt, sequenceIv } from '../services/media-key.ts'
import { mintGrant } from '../services/media-grant.ts'

// Media under a grant is HLS AES-128: the real encoded stream, as hls.js fetches and decrypts it.
const hls = join(DEFAULT_ASSETS_DIR, 'media', 'hls')
const SUBSCRIBER = '959420000001'
const FREE_VIEWER = '959420000002'
const FREE_EPISODE = 200
const PAID_EPISODE = 201
const RENDITIONS = ['240p', '360p', '720p']
const MP4_BOXES = ['ftyp', 'styp', 'moof', 'moov', 'sidx']

const media = (config: Partial<AppConfig> = {}) =>
  makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 80, ...config } })

async function streamDir(t: TestApp, phone = SUBSCRIBER, episode = PAID_EPISODE): Promise<string> {
  const { token } = await t.login(phone)
  const res = await t.call<{ url: string }>('POST', '/v1/streaming/content', {
    token: token.accessToken,
    body: { contentChildId: episode, platform: 'pwa', deviceId: 'd' },
  })
  expect(res.status).toBe(200)
  return res.body.url.replace(/master\.m3u8$/, '')
}
const bytes = async (t: TestApp, path: string) => {
  const res = await t.request('GET', path)
  expect(res.status, path).toBe(200)
  return Buffer.from(await res.arrayBuffer())
}
const boxType = (b: Buffer) => b.subarray(4, 8).toString('latin1')

/** The playlist read as RFC 8216 says: each file with the key line and IV in force where it is named. */
function keyedFiles(playlist: string): { uri: string; keyUri: string | null; iv: Buffer | null; sequence: number | null }[] {
  const out: { uri: string; keyUri: string | null; iv: Buffer | null; sequence: number | null }[] = []
  let key: { uri: string; iv: Buffer | null } | null = null
  let sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1] ?? 'NaN')
  for (const line of playlist.split('\n')) {
    if (line.startsWith('#EXT-X-KEY:')) {
      expect(line).toContain('METHOD=AES-128')
      const iv = /IV=0x([0-9a-fA-F]{32})/.exec(line)?.[1]
      key = { uri: /URI="([^"]+)"/.exec(line)?.[1] ?? '', iv: iv ? Buffer.from(iv, 'hex') : null }
    } else if (line.startsWith('#EXT-X-MAP:')) {
      out.push({ uri: /URI="([^"]+)"/.exec(line)?.[1] ?? '', keyUri: key?.uri ?? null, iv: key?.iv ?? null, sequence: null })
    } else if (line && !line.startsWith('#')) {
      out.push({ uri: line, keyUri: key?.uri ?? null, iv: key?.iv ?? null, sequence: sequence++ })
    }
  }
  return out
}

describe('HLS AES-128 under a grant', () => {
  it('no init or media segment served under a grant parses as MP4, and each decrypts with the key and its IV to the reference file', async () => {
    const t = media()
    const dir = await streamDir(t)
    for (const r of RENDITIONS) {
      const key = await bytes(t, `${dir}${r}/key`)
      expect(key).toHaveLength(16)
      const files = keyedFiles(await (await t.request('GET', `${dir}${r}/index.m3u8`)).text())
      expect(files.length).toBeGreaterThan(20)
      for (const f of files) {
        expect(f.keyUri, f.uri).toBe('key')
        const served = await bytes(t, `${dir}${r}/${f.uri}`)
        expect(MP4_BOXES, f.uri).not.toContain(boxType(served))
        const iv = f.iv ?? sequenceIv(f.sequence ?? Number.NaN)
        const plain = decrypt(key, iv, served)
        expect(MP4_BOXES, f.uri).toContain(boxType(plain))
        expect(plain.equals(readFileSync(join(hls, r, f.uri.replace(/^l\d+\//, '')))), f.uri).toBe(true)
      }
    }
  })

  it('each pass of the loop re-declares the init segment with its explicit IV, then returns to sequence-number IVs', async () => {
    const t = media()
    const dir = await streamDir(t)
    const playlist = await (await t.request('GET', `${dir}240p/index.m3u8`)).text()
    const lines = playlist.split('\n')
    const maps = lines.flatMap((l, i) => (l.startsWith('#EXT-X-MAP:') ? [i] : []))
    expect(maps).toHaveLength(3) // 80 s over a 36 s clip: three passes
    const explicit = lines[maps[0]! - 1]
    for (const at of maps) {
      expect(lines[at - 1]).toMatch(/^#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x[0-9a-f]{32}$/)
      expect(lines[at - 1]).toBe(explicit)
      expect(lines[at + 1]).toBe('#EXT-X-KEY:METHOD=AES-128,URI="key"')
    }
    expect(playlist).toContain('#EXT-X-MEDIA-SEQUENCE:0')
  })

  it('one key opens every rendition of an episode; another episode has another key', async () => {
    const t = media()
    const paid = await streamDir(t, SUBSCRIBER, PAID_EPISODE)
    const free = await streamDir(t, SUBSCRIBER, FREE_EPISODE)
    const keys = await Promise.all(RENDITIONS.map((r) => bytes(t, `${paid}${r}/key`)))
    for (const k of keys) expect(k.equals(keys[0]!)).toBe(true)
    expect((await bytes(t, `${free}240p/key`)).equals(keys[0]!)).toBe(false)
  })

  it('the key answer is 16 raw bytes that no cache may keep', async () => {
    const t = media()
    const dir = await streamDir(t)
    const res = await t.request('GET', `${dir}720p/key`)
    expect(res.headers.get('content-type')).toBe('application/octet-stream')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('etag')).toBeNull()
  })

  it('encryption is deterministic: the same episode and path give the same bytes, in another app with the same secret too', async () => {
    const secret = 'k'.repeat(40)
    const a = media({ mediaKeySecret: secret })
    const b = media({ mediaKeySecret: secret })
    const [da, db] = [await streamDir(a), await streamDir(b)]
    expect((await bytes(a, `${da}360p/l1/seg_002.m4s`)).equals(await bytes(b, `${db}360p/l1/seg_002.m4s`))).toBe(true)
    expect((await bytes(a, `${da}360p/init.mp4`)).equals(await bytes(b, `${db}360p/init.mp4`))).toBe(true)
    const other = media({ mediaKeySecret: 'z'.repeat(40) })
    expect((await bytes(other, `${await streamDir(other)}360p/key`)).equals(await bytes(a, `${da}360p/key`))).toBe(false)
  })

  it('a media key secret shorter than 32 characters is refused at start', () => {
    expect(() => media({ mediaKeySecret: 'short' })).toThrow(/MEDIA_KEY_SECRET/)
  })

  it('a cut segment resumes with a byte range of the ciphertext, whose ETag and length match the whole', async () => {
    const t = media()
    const dir = await streamDir(t)
    const path = `${dir}240p/l1/seg_003.m4s`
    const whole = await t.request('GET', path)
    const body = Buffer.from(await whole.arrayBuffer())
    expect(Number(whole.headers.get('content-length'))).toBe(body.length)
    expect(body.length % 16).toBe(0)
    const tail = await t.request('GET', path, { headers: { Range: `bytes=1000-`, 'If-Range': whole.headers.get('etag') ?? '' } })
    expect(tail.status).toBe(206)
    expect(tail.headers.get('etag')).toBe(whole.headers.get('etag'))
    expect(tail.headers.get('content-length')).toBe(String(body.length - 1000))
    expect(Buffer.concat([body.subarray(0, 1000), Buffer.from(await tail.arrayBuffer())]).equals(body)).toBe(true)
    expect((await t.request('GET', path, { headers: { 'If-None-Match': whole.headers.get('etag') ?? '' } })).status).toBe(304)
    expect((await t.request('GET', path, { headers: { Range: `bytes=${body.length}-` } })).status).toBe(416)
  })
})

describe('the key route is guarded like every granted file', () => {
  it('a forged grant gets no key', async () => {
    const t = media()
    const dir = await streamDir(t)
    const forged = dir.replace(
      /\/e\/201\/(s\d+)\.(\d+)\.(\d+)\.[^/]+\//,
      (_m, bound: string, user: string, exp: string) => `/e/201/${bound}.${user}.${exp}.${'A'.repeat(43)}/`,
    )
    expect(forged).not.toBe(dir)
    expect((await t.request('GET', `${forged}240p/key`)).status).toBe(403)
    // A grant signed with another server's secret is forged too.
    const foreign = mintGrant(Buffer.alloc(32, 7), {
      userId: 1,
      episodeId: PAID_EPISODE,
      expiresAtS: Math.floor(t.now() / 1000) + 600,
      binding: { kind: 'session', seq: 1 },
    })
    expect((await t.request('GET', `/media/e/${PAID_EPISODE}/${foreign}/240p/key`)).status).toBe(403)
  })

  it('an expired grant gets no key', async () => {
    const t = media({ mediaGrantTtlS: 60 })
    const dir = await streamDir(t)
    expect((await t.request('GET', `${dir}240p/key`)).status).toBe(200)
    t.advance(61_000)
    expect((await t.request('GET', `${dir}240p/key`)).status).toBe(403)
  })

  it("another episode's grant gets no key for this one", async () => {
    const t = media()
    const dir = await streamDir(t, FREE_VIEWER, FREE_EPISODE)
    expect((await t.request('GET', `${dir}240p/key`)).status).toBe(200)
    expect((await t.request('GET', `${dir.replace(`/e/${FREE_EPISODE}/`, `/e/${PAID_EPISODE}/`)}240p/key`)).status).toBe(403)
    // Nor does a valid grant reach a key outside a rendition the master names.
    for (const p of ['key', '1080p/key', 'subs/key', 'thumbs/key']) expect((await t.request('GET', `${dir}${p}`)).status, p).toBe(404)
  })
})

describe('the key in a download licence', () => {
  it("the licence answer's key decrypts the segments its grant downloads", async () => {
    const t = media()
    const { token } = await t.login(SUBSCRIBER)
    const res = await t.call<{ url: string; key: string }>('POST', '/v1/download/license', {
      token: token.accessToken,
      body: { contentChildId: PAID_EPISODE, quality: '360p' },
    })
    expect(res.status).toBe(200)
    expect(res.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    const key = Buffer.from(res.body.key, 'base64url')
    const dir = res.body.url.replace(/master\.m3u8$/, '')
    const files = keyedFiles(await (await t.request('GET', `${dir}360p/index.m3u8`)).text())
    for (const f of [files[0]!, files[1]!, files.at(-1)!]) {
      const plain = decrypt(key, f.iv ?? sequenceIv(f.sequence ?? Number.NaN), await bytes(t, `${dir}360p/${f.uri}`))
      expect(plain.equals(readFileSync(join(hls, '360p', f.uri.replace(/^l\d+\//, '')))), f.uri).toBe(true)
    }
    // The same key the grant's own key route answers.
    expect((await bytes(t, `${dir}360p/key`)).equals(key)).toBe(true)
  })

  it('playlists, subtitles and the seek-preview sprite stay clear', async () => {
    const t = media()
    const dir = await streamDir(t)
    expect((await (await t.request('GET', `${dir}master.m3u8`)).text()).startsWith('#EXTM3U')).toBe(true)
    expect((await (await t.request('GET', `${dir}subs/my.m3u8`)).text()).startsWith('#EXTM3U')).toBe(true)
    expect((await (await t.request('GET', `${dir}subs/en.vtt`)).text()).startsWith('WEBVTT')).toBe(true)
    expect((await bytes(t, `${dir}thumbs/sprite.jpg`)).equals(readFileSync(join(hls, 'thumbs', 'sprite.jpg')))).toBe(true)
  })
})

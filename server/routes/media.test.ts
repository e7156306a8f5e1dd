import { describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { createApp, DEFAULT_ASSETS_DIR } from '../app.ts'
import { openDb } from '../db/open.ts'
import { loadSeed } from '../db/load-seed.ts'
import { fixtureCatalogue } from '../test-support/fixture-catalogue.ts'
import { MIN, SEC, T0, makeTestApp, tempDir, type TestApp } from '../test-support/harness.ts'
import { mintGrant } from '../services/media-grant.ts'

// The real encoded stream and trailer (server/assets/media), so playlists resolve as a player would.
// Episodes are cut to 80 s: the 36 s clip then loops twice and ends inside a third pass.
const media = (config: Parameters<typeof makeTestApp>[0] = {}) =>
  makeTestApp({ ...config, config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 80, ...config.config } })
const body = (contentChildId: number) => ({ contentChildId, platform: 'pwa', deviceId: 'pwa-device' })
const SUBSCRIBER = '959420000001'
const FREE_VIEWER = '959420000002'
const FREE_EPISODE = 200
const PAID_EPISODE = 201

async function streamUrl(t: TestApp, phone: string, episode: number): Promise<string> {
  const { token } = await t.login(phone)
  const res = await t.call<{ url: string }>('POST', '/v1/streaming/content', { token: token.accessToken, body: body(episode) })
  expect(res.status).toBe(200)
  return res.body.url
}

/** Every address a player would fetch for a stream: master, variant playlists, init and segments. */
async function everyMediaUrl(t: TestApp, master: string): Promise<string[]> {
  const base = new URL(master, 'http://localhost')
  const uris = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'))
  const urls = [base.pathname]
  for (const variant of uris(await (await t.request('GET', base.pathname)).text())) {
    const variantUrl = new URL(variant, base)
    urls.push(variantUrl.pathname)
    const playlist = await (await t.request('GET', variantUrl.pathname)).text()
    // The key and the init segment, each named once however often the loop re-declares them.
    const named = new Set([...playlist.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] ?? ''))
    for (const u of [...named, ...uris(playlist)]) urls.push(new URL(u, variantUrl).pathname)
  }
  return urls
}

const grantOf = (url: string) => /^\/media\/e\/(\d+)\/([^/]+)\/master\.m3u8$/.exec(url)
const withGrant = (url: string, grant: string) => url.replace(/^(\/media\/e\/\d+\/)[^/]+\//, `$1${grant}/`)

describe('granted media', () => {
  it('plays every playlist and segment of an episode under the grant the stream call gave', async () => {
    const t = media()
    const url = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    expect(grantOf(url)?.[1]).toBe(String(PAID_EPISODE))
    const urls = await everyMediaUrl(t, url)
    expect(urls.length).toBeGreaterThan(10)
    for (const u of urls) expect((await t.request('GET', u)).status, u).toBe(200)
  })

  it("a paid episode's media is refused without a grant", async () => {
    const t = media()
    for (const path of [
      '/media/hls/master.m3u8',
      '/media/hls/240p/index.m3u8',
      '/media/hls/240p/init.mp4',
      '/media/hls/720p/seg_000.m4s',
      '/media/hls/',
      '/media/hls',
    ]) {
      const res = await t.request('GET', path)
      expect(res.status, path).toBe(403)
    }
    // Neither a byte range nor a HEAD gets round it.
    expect((await t.request('GET', '/media/hls/720p/seg_000.m4s', { headers: { Range: 'bytes=0-99' } })).status).toBe(403)
    expect((await t.request('HEAD', '/media/hls/720p/seg_000.m4s')).status).toBe(403)
    for (const path of [
      `/media/e/${PAID_EPISODE}/master.m3u8`,
      `/media/e/${PAID_EPISODE}//master.m3u8`,
      `/media/e/${PAID_EPISODE}/x/240p/seg_000.m4s`,
      '/media/e/master.m3u8',
    ]) {
      expect((await t.request('GET', path)).status, path).toBe(403)
    }
  })

  it('a grant for a free episode does not open a paid one', async () => {
    const t = media()
    const url = await streamUrl(t, FREE_VIEWER, FREE_EPISODE)
    const paid = url.replace(`/media/e/${FREE_EPISODE}/`, `/media/e/${PAID_EPISODE}/`)
    expect(paid).not.toBe(url)
    for (const u of await everyMediaUrl(t, url)) {
      const moved = u.replace(`/media/e/${FREE_EPISODE}/`, `/media/e/${PAID_EPISODE}/`)
      expect((await t.request('GET', moved)).status, moved).toBe(403)
    }
  })

  it("a grant for one episode does not open another free episode's path either", async () => {
    const t = media()
    const url = await streamUrl(t, FREE_VIEWER, FREE_EPISODE)
    for (const other of ['100', '0200', '200abc', '2000']) {
      const moved = url.replace(`/media/e/${FREE_EPISODE}/`, `/media/e/${other}/`)
      expect((await t.request('GET', moved)).status, moved).toBe(403)
    }
  })

  it('gives each episode its own media path, though the bytes are shared', async () => {
    const t = media()
    const a = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    const b = await streamUrl(t, SUBSCRIBER, 202)
    expect(a.startsWith(`/media/e/${PAID_EPISODE}/`)).toBe(true)
    expect(b.startsWith('/media/e/202/')).toBe(true)
    expect(grantOf(a)?.[2]).not.toBe(grantOf(b)?.[2])
  })

  it('a forged grant is refused', async () => {
    const t = media()
    const url = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    const grant = grantOf(url)?.[2] ?? ''
    const [bound = '', user = '', expiry = '', sig = ''] = grant.split('.')
    expect(bound).toMatch(/^s\d+$/)
    const flip = (s: string) => `${s.slice(0, 10)}${s[10] === 'A' ? 'B' : 'A'}${s.slice(11)}`
    const binding = { kind: 'session' as const, seq: Number(bound.slice(1)) }
    const otherKey = mintGrant(Buffer.alloc(32, 1), { userId: Number(user), episodeId: PAID_EPISODE, expiresAtS: Number(expiry), binding })
    const forged = [
      `${bound}.${user}.${expiry}.${flip(sig)}`,
      `${bound}.${Number(user) + 1}.${expiry}.${sig}`,
      `${bound}.${user}.${Number(expiry) + 86_400}.${sig}`,
      `s${binding.seq + 1}.${user}.${expiry}.${sig}`,
      `d${'A'.repeat(22)}.${user}.${expiry}.${sig}`,
      `${bound}.${user}.${expiry}.${sig.slice(0, -1)}`,
      `${bound}.${user}.${expiry}.${sig}A`,
      `${user}.${expiry}.${sig}`,
      `${bound}.${user}.${expiry}`,
      otherKey,
      '',
      'x',
    ]
    for (const g of forged) {
      for (const file of ['master.m3u8', '240p/index.m3u8', '240p/seg_000.m4s']) {
        const path = withGrant(url, g).replace(/master\.m3u8$/, file)
        expect((await t.request('GET', path)).status, path).toBe(403)
      }
    }
  })

  it('an expired grant is refused', async () => {
    const t = media({ config: { mediaGrantTtlS: 120 } })
    const url = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    const urls = await everyMediaUrl(t, url)
    t.advance(119 * SEC)
    expect((await t.request('GET', url)).status).toBe(200)
    t.advance(1 * SEC)
    for (const u of urls) expect((await t.request('GET', u)).status, u).toBe(403)
    // A new stream call gives a new grant that plays again.
    const renewed = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    expect(renewed).not.toBe(url)
    expect((await t.request('GET', renewed)).status).toBe(200)
  })

  it('granted media is never cached publicly', async () => {
    const t = media({ config: { mediaGrantTtlS: 600 } })
    const { token } = await t.login(SUBSCRIBER)
    const answer = await t.call<{ url: string }>('POST', '/v1/streaming/content', { token: token.accessToken, body: body(PAID_EPISODE) })
    expect(answer.res.headers.get('cache-control')).toBe('no-store')
    t.advance(100 * SEC)
    for (const u of await everyMediaUrl(t, answer.body.url)) {
      const cc = (await t.request('GET', u)).headers.get('cache-control') ?? ''
      // A key is kept by no cache at all.
      expect(cc, u).toBe(u.endsWith('/key') ? 'no-store' : 'private, max-age=500')
    }
    // A revalidation after expiry is refused, never answered 304 from the validator alone.
    const res = await t.request('GET', answer.body.url)
    t.advance(10 * MIN)
    expect((await t.request('GET', answer.body.url, { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } })).status).toBe(403)
  })

  it('a path that climbs out of the granted stream is refused', async () => {
    const t = media()
    const url = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    const dir = url.replace(/master\.m3u8$/, '')
    const climbs = [
      '..%2f..%2f..%2fimages%2fposters%2f1.webp',
      '..%2F..%2Ftrailer%2Fmaster.m3u8',
      '%2e%2e%2f%2e%2e%2fhls%2fmaster.m3u8',
      '240p/..%2f..%2f..%2f..%2f..%2fpackage.json',
      '..%5c..%5c..%5cpackage.json',
      '240p%2f..%2f..%2f..%2fdb%2fschema.ts',
      '240p/%00index.m3u8',
      '240p/.hidden',
      '240p/a/b/c/d.m4s',
      '%252e%252e%252fmaster.m3u8',
    ]
    for (const climb of climbs) {
      const res = await t.request('GET', `${dir}${climb}`)
      expect(res.status, climb).toBe(404)
      const text = await res.text()
      expect(text, climb).not.toContain('#EXTM3U')
      expect(text, climb).not.toContain('import')
    }
    // Dot-segments the URL parser resolves leave the grant behind, so they are refused before any file.
    expect((await t.request('GET', `${dir}../../../hls/master.m3u8`)).status).toBe(403)
    expect((await t.request('GET', `${dir}240p/../../${PAID_EPISODE + 1}/x/master.m3u8`)).status).toBe(403)
    expect((await t.request('GET', `${dir}.%2e/.%2e/hls/master.m3u8`)).status).toBe(403)
  })

  it('keeps trailers public at their own path, and serves nothing else bare', async () => {
    const t = media()
    const trailer = await t.request('GET', '/media/trailer/master.m3u8')
    expect(trailer.status).toBe(200)
    expect(trailer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await t.request('GET', '/media/trailer/240p/index.m3u8')).status).toBe(200)
    expect((await t.request('GET', '/media/trailer/..%2fhls%2fmaster.m3u8')).status).toBe(404)
    expect((await t.request('GET', '/media/nothing.m3u8')).status).toBe(404)
  })
})

describe('the grant key', () => {
  it('grants outlive a restart: the generated key is kept in the database', async () => {
    const file = join(tempDir('grant-key-'), 'app.db')
    const start = () => {
      const db = openDb(file)
      return { db, app: createApp({ db, now: () => T0, log: () => undefined, config: { assetsDir: DEFAULT_ASSETS_DIR } }) }
    }
    const first = start()
    loadSeed(first.db, fixtureCatalogue, T0, { demo: true })
    const seq = Number(
      first.db.prepare("INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES ('a-session', 1, ?, ?)").run(T0, T0 + 86_400_000)
        .lastInsertRowid,
    )
    const key = first.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'media_grant_secret'").get()?.value
    expect(key?.length).toBeGreaterThanOrEqual(43)
    first.db.close()
    const second = start()
    expect(second.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'media_grant_secret'").get()?.value).toBe(key)
    const grant = mintGrant(Buffer.from(key ?? '', 'base64url'), {
      userId: 1,
      episodeId: PAID_EPISODE,
      expiresAtS: T0 / 1000 + 60,
      binding: { kind: 'session', seq },
    })
    expect((await second.app.request(`http://localhost/media/e/${PAID_EPISODE}/${grant}/master.m3u8`)).status).toBe(200)
    second.db.close()
  })

  it('a configured key signs the grants, and one too short to be safe is refused at start', async () => {
    const secret = 's'.repeat(40)
    const t = media({ config: { mediaGrantSecret: secret } })
    const url = await streamUrl(t, SUBSCRIBER, PAID_EPISODE)
    const [bound = '', user = '', expiry = ''] = (grantOf(url)?.[2] ?? '').split('.')
    const binding = { kind: 'session' as const, seq: Number(bound.slice(1)) }
    expect(grantOf(url)?.[2]).toBe(
      mintGrant(Buffer.from(secret), { userId: Number(user), episodeId: PAID_EPISODE, expiresAtS: Number(expiry), binding }),
    )
    expect(() => media({ config: { mediaGrantSecret: 'short' } })).toThrow(/MEDIA_GRANT_SECRET/)
  })
})

import { describe, expect, it } from 'vitest'
import { generateKeyPairSync, webcrypto } from 'node:crypto'
import { DEFAULT_ASSETS_DIR } from '../app.ts'
import type { AppConfig } from '../http/types.ts'
import { decrypt, sequenceIv } from '../services/media-key.ts'
import { DAY, makeTestApp, type TestApp } from '../test-support/harness.ts'

// A shared download's descriptor: signed by the server, checked by the receiver with WebCrypto.
const SUBSCRIBER = '959420000001'
const FREE_VIEWER = '959420000002'
const PAID_EPISODE = 201
const FREE_EPISODE = 200

interface Signed {
  descriptor: string
  signature: string
}
interface Descriptor {
  v: number
  contentChildId: number
  titleId: number
  quality: string
  durationS: number
  issuedAt: number
  files: { path: string; bytes: number; sha256: string }[]
}

const app = (config: Partial<AppConfig> = {}) =>
  makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR, mediaEpisodeSeconds: 40, accessTokenTtlS: 400 * 86_400, ...config } })

async function licensed(t: TestApp, phone: string, episode: number, quality = '240p') {
  const token = (await t.login(phone)).token.accessToken
  const res = await t.call<{ licenseId: string; url: string }>('POST', '/v1/download/license', {
    token,
    body: { contentChildId: episode, quality },
  })
  expect(res.status).toBe(200)
  return { token, ...res.body }
}
const descriptorOf = (t: TestApp, token: string | undefined, id: string) =>
  t.call<Signed>('GET', `/v1/download/license/${id}/descriptor`, { token })
const decoded = (s: Signed) => JSON.parse(Buffer.from(s.descriptor, 'base64url').toString('utf8')) as Descriptor

async function verifies(t: TestApp, s: Signed): Promise<boolean> {
  const jwk = (await t.call<webcrypto.JsonWebKey>('GET', '/v1/download/descriptor-key')).body
  const key = await webcrypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
  return webcrypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    Buffer.from(s.signature, 'base64url'),
    Buffer.from(s.descriptor, 'base64url'),
  )
}
const sha256 = async (b: ArrayBuffer) => Buffer.from(await webcrypto.subtle.digest('SHA-256', b)).toString('base64url')

describe('GET /v1/download/license/:id/descriptor', () => {
  it("signs the licence's episode and quality; the signature verifies with the published JWK in WebCrypto", async () => {
    const t = app()
    const { token, licenseId } = await licensed(t, SUBSCRIBER, PAID_EPISODE, '360p')
    const res = await descriptorOf(t, token, licenseId)
    expect(res.status).toBe(200)
    expect(res.res.headers.get('cache-control')).toBe('no-store')
    expect(Buffer.from(res.body.signature, 'base64url')).toHaveLength(64)
    expect(await verifies(t, res.body)).toBe(true)
    const d = decoded(res.body)
    expect(d).toMatchObject({ v: 1, contentChildId: PAID_EPISODE, quality: '360p', durationS: 40, issuedAt: t.now() })
    expect(d.titleId).toBeGreaterThan(0)
    expect(JSON.stringify(d)).not.toMatch(/"key"/)
  })

  it('a descriptor whose bytes were changed no longer verifies', async () => {
    const t = app()
    const { token, licenseId } = await licensed(t, SUBSCRIBER, PAID_EPISODE)
    const signed = (await descriptorOf(t, token, licenseId)).body
    const d = decoded(signed)
    const forged = { ...signed, descriptor: Buffer.from(JSON.stringify({ ...d, contentChildId: FREE_EPISODE })).toString('base64url') }
    expect(await verifies(t, forged)).toBe(false)
  })

  it('lists in playback order exactly the files a download of the rendition stores, each hashed as the media route serves it', async () => {
    const t = app()
    const { token, licenseId, url } = await licensed(t, SUBSCRIBER, PAID_EPISODE, '240p')
    const d = decoded((await descriptorOf(t, token, licenseId)).body)
    const dir = url.replace(/master\.m3u8$/, '')
    const playlist = await (await t.request('GET', `${dir}240p/index.m3u8`)).text()
    const segments = playlist
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((u) => `240p/${u}`)
    expect(d.files.map((f) => f.path)).toEqual([
      '240p/index.m3u8',
      '240p/init.mp4',
      ...segments,
      'subs/my.m3u8',
      'subs/my.vtt',
      'subs/en.m3u8',
      'subs/en.vtt',
    ])
    for (const f of d.files) {
      const body = await (await t.request('GET', `${dir}${f.path}`)).arrayBuffer()
      expect(body.byteLength, f.path).toBe(f.bytes)
      expect(await sha256(body), f.path).toBe(f.sha256)
    }
  })

  it("another user's licence id is not found, and gives nothing away", async () => {
    const t = app()
    const { licenseId } = await licensed(t, SUBSCRIBER, FREE_EPISODE)
    const other = (await t.login(FREE_VIEWER)).token.accessToken
    const res = await descriptorOf(t, other, licenseId)
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain('descriptor')
  })

  it('a released licence is not found', async () => {
    const t = app()
    const { token, licenseId } = await licensed(t, SUBSCRIBER, PAID_EPISODE)
    expect((await t.call('DELETE', `/v1/download/license/${licenseId}`, { token })).status).toBe(200)
    expect((await descriptorOf(t, token, licenseId)).status).toBe(404)
  })

  it('an expired licence is not found', async () => {
    const t = app()
    const { token, licenseId } = await licensed(t, FREE_VIEWER, FREE_EPISODE)
    t.advance(30 * DAY)
    expect((await descriptorOf(t, token, licenseId)).status).toBe(404)
  })

  it('an anonymous caller is asked to log in; a made-up id is not found', async () => {
    const t = app()
    const { token, licenseId } = await licensed(t, SUBSCRIBER, PAID_EPISODE)
    expect((await descriptorOf(t, undefined, licenseId)).status).toBe(401)
    for (const id of ['A'.repeat(22), '..%2f..', 'x']) expect((await descriptorOf(t, token, id)).status, id).toBe(404)
  })
})

describe('a receiver unlocks a shared episode with an ordinary licence', () => {
  it("the receiver's own licence, well under 20 KB, carries the key that opens the bytes the sender's descriptor lists", async () => {
    const t = app()
    const sender = await licensed(t, FREE_VIEWER, FREE_EPISODE, '240p')
    const d = decoded((await descriptorOf(t, sender.token, sender.licenseId)).body)
    const receiverToken = (await t.login(SUBSCRIBER)).token.accessToken
    const res = await t.request('POST', '/v1/download/license', {
      token: receiverToken,
      body: { contentChildId: d.contentChildId, quality: d.quality },
    })
    const raw = await res.text()
    expect(res.status).toBe(200)
    expect(Buffer.byteLength(raw)).toBeLessThan(20 * 1024)
    const key = Buffer.from((JSON.parse(raw) as { key: string }).key, 'base64url')
    // The sender's copy of the first segment, as the package carries it.
    const seg = d.files.find((f) => /\/l0\/seg_000\.m4s$/.test(f.path))
    if (!seg) throw new Error('no first segment listed')
    const bytes = Buffer.from(await (await t.request('GET', `${sender.url.replace(/master\.m3u8$/, '')}${seg.path}`)).arrayBuffer())
    expect(await sha256(new Uint8Array(bytes).buffer)).toBe(seg.sha256)
    expect(decrypt(key, sequenceIv(0), bytes).subarray(4, 8).toString('latin1')).toMatch(/^(styp|moof)$/)
  })
})

describe('GET /v1/download/descriptor-key', () => {
  it('publishes a public P-256 JWK, cacheable for a day, with no private part', async () => {
    const t = app()
    const res = await t.call<Record<string, string>>('GET', '/v1/download/descriptor-key')
    expect(res.status).toBe(200)
    expect(res.res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(res.body).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      y: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
  })

  it('the key pair outlives a restart: it is kept in the database', async () => {
    const t = app()
    const again = makeTestApp({ config: { assetsDir: DEFAULT_ASSETS_DIR } })
    const first = (await t.call('GET', '/v1/download/descriptor-key')).body
    // Another database makes another key; the same one keeps its own.
    expect((await again.call('GET', '/v1/download/descriptor-key')).body).not.toEqual(first)
    expect((await t.call('GET', '/v1/download/descriptor-key')).body).toEqual(first)
  })

  it('DESCRIPTOR_SIGNING_KEY sets the key; one that is not P-256 is refused at start', async () => {
    const pem = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    const a = app({ descriptorSigningKey: pem })
    const b = app({ descriptorSigningKey: pem })
    expect((await a.call('GET', '/v1/download/descriptor-key')).body).toEqual((await b.call('GET', '/v1/download/descriptor-key')).body)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
    expect(() => app({ descriptorSigningKey: rsa })).toThrow(/P-256/)
    expect(() => app({ descriptorSigningKey: 'not a key' })).toThrow(/PKCS#8/)
  })
})

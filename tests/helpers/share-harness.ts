import { toBase64Url } from '../../src/data/downloads/share/base64url'
import { encodeHeader, packageBlob, type PackageHeader } from '../../src/data/downloads/share/format'
import type { Descriptor } from '../../src/data/downloads/share/descriptor'
import { parseMaster, parseMedia, folderOf, trimMaster } from '../../src/data/downloads/playlist'
import type { Quality } from '../../src/data/downloads/types'
import { downloadHarness, type EpisodeSpec } from './download-harness'
import { json, errorJson } from './fake-fetch'

/**
 * The download harness plus the server's side of sharing: a descriptor signing key (ECDSA P-256,
 * as the server's), the public key call, the descriptor call for a licence's owner, and packages
 * made as a sender's app makes them.
 */

export type Signer = CryptoKeyPair

export const newSigner = () =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']) as Promise<CryptoKeyPair>

export async function publicJwk(signer: Signer) {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', signer.publicKey)
  return { kty, crv, x, y }
}

export async function sign(signer: Signer, d: unknown): Promise<{ descriptor: string; signature: string }> {
  const data = new TextEncoder().encode(JSON.stringify(d))
  const sig = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer.privateKey, data))
  return { descriptor: toBase64Url(data), signature: toBase64Url(sig) }
}

const sha = async (bytes: Uint8Array) => toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)))

export async function shareHarness(episodes: Record<number, EpisodeSpec> = { 11: { segments: 6 } }, signer?: Signer) {
  const t = downloadHarness(episodes)
  const keys = signer ?? (await newSigner())
  const jwk = await publicJwk(keys)
  const api = t.h.currentRoute()
  const share = { keyOnline: true, descriptorCalls: 0 }

  /** The descriptor of an episode's rendition, from the files the media side serves. */
  async function describe(episodeId: number, quality: Quality): Promise<{ d: Descriptor; master: string; bodies: Uint8Array[] }> {
    const text = new TextDecoder().decode(t.mediaBody(episodeId, 'master.m3u8') ?? new Uint8Array())
    const rendition = parseMaster(text)?.renditions.find((r) => r.quality === quality)
    if (!rendition) throw new Error('no such rendition')
    const mediaText = new TextDecoder().decode(t.mediaBody(episodeId, rendition.uri) ?? new Uint8Array())
    const paths = [rendition.uri, ...(parseMedia(mediaText, folderOf(rendition.uri))?.files ?? [])]
    const bodies = paths.map((p) => t.mediaBody(episodeId, p) ?? new Uint8Array())
    const files = await Promise.all(
      paths.map(async (path, i) => ({ path, bytes: bodies[i]?.byteLength ?? 0, sha256: await sha(bodies[i] ?? new Uint8Array()) })),
    )
    const d: Descriptor = {
      v: 1,
      contentChildId: episodeId,
      titleId: 1,
      quality,
      durationS: (t.server.episodes[episodeId]?.segments ?? 0) * 4,
      issuedAt: t.h.clock.now(),
      files,
    }
    return { d, master: trimMaster(text, rendition), bodies }
  }

  t.h.setRoute(async (req) => {
    const path = req.url.pathname
    if (req.method === 'GET' && path === '/v1/download/descriptor-key') {
      if (!t.server.online || !share.keyOnline) throw new TypeError('fetch failed')
      return json(jwk)
    }
    const m = /^\/v1\/download\/license\/([^/]+)\/descriptor$/.exec(path)
    if (req.method === 'GET' && m) {
      if (!t.server.online) throw new TypeError('fetch failed')
      share.descriptorCalls++
      const user = Number(/^Bearer access-(\d+)-/.exec(req.headers.authorization ?? '')?.[1] ?? 0)
      const l = t.server.licenses.get(decodeURIComponent(m[1] ?? ''))
      if (!l || l.userId !== user || l.released) return errorJson(404, 'Not found')
      const { d } = await describe(l.episodeId, '720p')
      return json(await sign(keys, d))
    }
    return api(req)
  })

  /** A package as the sender's app makes it; `edit` changes it before it is put together. */
  async function makePackage(
    episodeId: number,
    quality: Quality = '720p',
    edit: {
      descriptor?: (d: Descriptor) => Descriptor
      header?: (h: PackageHeader) => PackageHeader
      bodies?: (b: Uint8Array[]) => Uint8Array[]
      by?: Signer
    } = {},
  ): Promise<File> {
    const { d, master, bodies } = await describe(episodeId, quality)
    const signed = await sign(edit.by ?? keys, edit.descriptor ? edit.descriptor(d) : d)
    const header: PackageHeader = { ...signed, title: 'A title', episodeTitle: `Episode ${episodeId}`, poster: null, master }
    const blob = packageBlob(
      edit.header ? edit.header(header) : header,
      (edit.bodies ? edit.bodies(bodies) : bodies).map((b) => new Blob([b as BlobPart])),
    )
    return new File([blob], 'episode.yokeshin')
  }

  return { ...t, keys, jwk, share, describe, makePackage, encodeHeader }
}

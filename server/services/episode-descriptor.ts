import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { ServedMedia } from './served-media.ts'
import type { Quality } from './download-licenses.ts'

/**
 * The signed descriptor that goes inside a downloaded episode sent phone to phone: which episode
 * and quality, and the length and SHA-256 of every file a download of it stores, so the receiver can
 * check the package offline. It names no key: the receiver unlocks it with a licence of their own.
 */
export interface DescriptorFile {
  /** Relative to the stream root, as the download stores it (`240p/l0/seg_000.m4s`). */
  path: string
  bytes: number
  /** base64url, no padding. */
  sha256: string
}

export interface Descriptor {
  v: 1
  contentChildId: number
  titleId: number
  quality: Quality
  durationS: number
  issuedAt: number
  files: DescriptorFile[]
}

const SIGNING_KEY_META = 'descriptor_signing_key'

/**
 * The ECDSA P-256 key descriptors are signed with: the configured one (DESCRIPTOR_SIGNING_KEY, a
 * PKCS#8 PEM, so several servers sign alike), else a pair made on first start and kept in SQLite,
 * so a package sent before a restart still verifies after it.
 */
export function descriptorSigningKey(db: Database, configuredPem: string | null): KeyObject {
  if (configuredPem !== null) return p256(configuredPem, 'DESCRIPTOR_SIGNING_KEY')
  const made = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ type: 'pkcs8', format: 'pem' })
  db.prepare('INSERT OR IGNORE INTO meta (key, value) VALUES (?, ?)').run(SIGNING_KEY_META, made)
  const row = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?').get(SIGNING_KEY_META)
  return p256(row?.value ?? '', 'the stored descriptor signing key')
}

function p256(pem: string, name: string): KeyObject {
  let key: KeyObject
  try {
    key = createPrivateKey({ key: pem, format: 'pem' })
  } catch {
    throw new Error(`${name} must be a PKCS#8 PEM private key`)
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`${name} must be an ECDSA P-256 key`)
  return key
}

/** The verification key as a public JWK, what WebCrypto's importKey('jwk', …) takes. */
export function publicJwk(privateKey: KeyObject): { kty: 'EC'; crv: 'P-256'; x: string; y: string } {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  return { kty: 'EC', crv: 'P-256', x: String(jwk.x), y: String(jwk.y) }
}

/** base64url of the descriptor's UTF-8 JSON, and an IEEE P1363 (r‖s) ECDSA P-256/SHA-256 signature over those bytes. */
export function signDescriptor(privateKey: KeyObject, descriptor: Descriptor): { descriptor: string; signature: string } {
  const raw = Buffer.from(JSON.stringify(descriptor), 'utf8')
  const signature = sign('sha256', raw, { key: privateKey, dsaEncoding: 'ieee-p1363' })
  return { descriptor: raw.toString('base64url'), signature: signature.toString('base64url') }
}

const nonComment = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
const mapUris = (text: string) => [...text.matchAll(/^#EXT-X-MAP:.*?URI="([^"]+)"/gm)].map((m) => m[1] ?? '')
const join = (folder: string, uri: string) => (folder === '.' ? uri : `${folder}/${uri}`)
const folderOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.')

/**
 * The files of an episode's rendition in playback order, read from the very playlists a download
 * reads (media playlist, init segment, every looped segment, then each subtitle playlist and its
 * WebVTT), each with the length and hash of the bytes the media route serves for it. Hashing
 * an episode reads all of it, so each (episode, quality) is done once per run.
 */
export function descriptorFiles(served: ServedMedia, subtitlePlaylists: readonly string[]) {
  const done = new Map<string, Promise<DescriptorFile[] | null>>()
  const hashAll = async (episodeId: number, paths: string[]): Promise<DescriptorFile[] | null> => {
    const files: DescriptorFile[] = []
    for (const path of paths) {
      const bytes = await served.bytes(episodeId, path)
      if (!bytes) return null
      files.push({ path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('base64url') })
    }
    return files
  }
  const text = async (episodeId: number, path: string) => (await served.bytes(episodeId, path))?.toString('utf8') ?? null

  const list = async (episodeId: number, quality: Quality): Promise<DescriptorFile[] | null> => {
    const playlist = (await served.renditions(episodeId))?.get(quality)
    const media = playlist === undefined ? null : await text(episodeId, playlist)
    if (playlist === undefined || media === null) return null
    const folder = folderOf(playlist)
    const paths = [playlist, ...new Set([...mapUris(media), ...nonComment(media)].map((u) => join(folder, u)))]
    for (const sub of subtitlePlaylists) {
      const subText = await text(episodeId, sub)
      if (subText === null) continue
      paths.push(sub, ...nonComment(subText).map((u) => join(folderOf(sub), u)))
    }
    return hashAll(episodeId, paths)
  }

  return (episodeId: number, quality: Quality): Promise<DescriptorFile[] | null> => {
    const id = `${episodeId}/${quality}`
    let files = done.get(id)
    if (!files) {
      files = list(episodeId, quality)
      done.set(id, files)
      // A failure is not remembered: the next call tries again.
      void files.then(
        (f) => f === null && done.delete(id),
        () => done.delete(id),
      )
    }
    return files
  }
}

import * as v from 'valibot'
import type { Result } from '../../../api/result'
import type { DownloadDeps } from '../deps'
import { MAX_FILES, safeRelativePath } from '../playlist'
import { QUALITIES } from '../types'
import { fromBase64Url } from './base64url'

// The server's signed descriptor of what a shared file must hold, and its key; nothing trusts the file.
/** Far above a 50-minute episode's ~800 entries; the base64url JSON of 10 000 is about 2 MB. */
export const MAX_DESCRIPTOR_CHARS = 3_000_000
/** A 720p segment is about 1 MB; a file this large is not one the server made. */
export const MAX_FILE_BYTES = 64 * 1024 * 1024

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 31 - 1))
const Sha256 = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))

export const DescribedFileSchema = v.object({
  path: v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_./-]+$/)),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_FILE_BYTES)),
  sha256: Sha256,
})
export type DescribedFile = v.InferOutput<typeof DescribedFileSchema>

export const DescriptorSchema = v.object({
  v: v.literal(1),
  contentChildId: Id,
  titleId: Id,
  quality: v.picklist(QUALITIES),
  durationS: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(86_400)),
  issuedAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  files: v.pipe(v.array(DescribedFileSchema), v.minLength(1), v.maxLength(MAX_FILES)),
})
export type Descriptor = v.InferOutput<typeof DescriptorSchema>

/** What the server answers for a licence, and what a shared file carries: both base64url. */
export const SignedDescriptorSchema = v.object({
  descriptor: v.pipe(v.string(), v.maxLength(MAX_DESCRIPTOR_CHARS), v.regex(/^[A-Za-z0-9_-]+$/)),
  // IEEE P1363 r‖s of P-256: 64 bytes.
  signature: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{86}$/)),
})
export type SignedDescriptor = v.InferOutput<typeof SignedDescriptorSchema>

const Coordinate = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))
export const DescriptorKeySchema = v.object({ kty: v.literal('EC'), crv: v.literal('P-256'), x: Coordinate, y: Coordinate })
export type DescriptorKey = v.InferOutput<typeof DescriptorKeySchema>

const KEY_KV = 'descriptor-key'

/** The kept key, or the server's (online, or `fresh`); null when the app never had one. */
export async function descriptorKey(deps: Pick<DownloadDeps, 'db' | 'app' | 'online'>, fresh = false): Promise<DescriptorKey | null> {
  const kept = v.safeParse(DescriptorKeySchema, (await deps.db.kv.get(KEY_KV).catch(() => undefined))?.value)
  if (kept.success && !fresh) return kept.output
  if (!deps.online()) return kept.success ? kept.output : null
  const r = await deps.app.api.http.request({
    method: 'GET',
    path: '/v1/download/descriptor-key',
    schema: DescriptorKeySchema,
    skipAuth: true,
  })
  if (!r.ok) return kept.success ? kept.output : null
  // Only the public coordinates are kept: a JWK with more fields is never stored or imported as is.
  const key: DescriptorKey = { kty: 'EC', crv: 'P-256', x: r.value.x, y: r.value.y }
  await deps.db.kv.put({ key: KEY_KV, value: key }).catch(() => undefined)
  return key
}

/** Fetches and keeps the key while online, so a file received later verifies offline. */
export async function keepDescriptorKey(deps: Pick<DownloadDeps, 'db' | 'app' | 'online'>): Promise<boolean> {
  return (await descriptorKey(deps)) !== null
}

/** The descriptor, if the signature is the server's over exactly its bytes; null otherwise. */
export async function verifyDescriptor(key: DescriptorKey, signed: SignedDescriptor): Promise<Descriptor | null> {
  const data = fromBase64Url(signed.descriptor)
  const signature = fromBase64Url(signed.signature)
  if (!data || signature?.byteLength !== 64) return null
  try {
    const pub = await crypto.subtle.importKey(
      'jwk',
      { kty: key.kty, crv: key.crv, x: key.x, y: key.y, ext: true },
      { name: 'ECDSA', namedCurve: 'P-256' },
      false,
      ['verify'],
    )
    const good = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, pub, signature, data)
    return good ? readDescriptor(signed.descriptor) : null
  } catch {
    return null
  }
}

/** The descriptor's content, read but not verified (the sender reading its own server's answer). */
export function readDescriptor(descriptor: string): Descriptor | null {
  const data = fromBase64Url(descriptor)
  if (!data) return null
  try {
    const parsed = v.safeParse(DescriptorSchema, JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(data)))
    if (!parsed.success) return null
    const paths = new Set(parsed.output.files.map((f) => f.path))
    // Paths become keys in the store: plain relative names only, each once, never the master.
    if (paths.size !== parsed.output.files.length || paths.has('master.m3u8') || ![...paths].every(safeRelativePath)) return null
    return parsed.output
  } catch {
    return null
  }
}

/** The licence owner's signed descriptor of a download (a few KB; needs the network once). */
export function fetchDescriptor(deps: Pick<DownloadDeps, 'app'>, licenseId: string): Promise<Result<SignedDescriptor>> {
  return deps.app.api.http.request({
    method: 'GET',
    path: `/v1/download/license/${encodeURIComponent(licenseId)}/descriptor`,
    schema: SignedDescriptorSchema,
  })
}

import * as v from 'valibot'
import { MAX_DESCRIPTOR_CHARS, SignedDescriptorSchema, type DescribedFile } from './descriptor'

/**
 * The shared episode file (`.yokeshin`, `application/vnd.yokeshin.episode`):
 *
 *   bytes 0–7   "YOKESHIN"
 *   byte  8     format version (1)
 *   bytes 9–12  header length N, unsigned 32-bit big-endian
 *   N bytes     header: UTF-8 JSON { descriptor, signature, title, episodeTitle, poster, master }
 *   then        each file the descriptor lists, whole, in the descriptor's order
 *
 * The descriptor and signature are the server's, untouched; the rest of the header is what the
 * Downloads screen shows offline and the stored master (trimmed to the kept rendition), both
 * checked on import. Nothing else is in the file: its length is exactly the prefix, the header and
 * the files' sizes.
 */

export const PACKAGE_EXTENSION = '.yokeshin'
export const PACKAGE_MIME = 'application/vnd.yokeshin.episode'
export const PACKAGE_VERSION = 1
const MAGIC = 'YOKESHIN'
export const PREFIX_BYTES = MAGIC.length + 1 + 4

export const MAX_MASTER_CHARS = 64 * 1024
/** A poster small enough to travel inside the header (a 160-pixel JPEG is ~10 KB). */
export const MAX_POSTER_CHARS = 96 * 1024
export const MAX_HEADER_BYTES = MAX_DESCRIPTOR_CHARS + MAX_MASTER_CHARS + MAX_POSTER_CHARS + 4096

const POSTER = /^data:image\/(?:jpeg|png|webp);base64,[A-Za-z0-9+/]+={0,2}$/

export const PackageHeaderSchema = v.object({
  ...SignedDescriptorSchema.entries,
  title: v.pipe(v.string(), v.maxLength(300)),
  episodeTitle: v.pipe(v.string(), v.maxLength(300)),
  poster: v.nullable(v.pipe(v.string(), v.maxLength(MAX_POSTER_CHARS), v.regex(POSTER))),
  master: v.pipe(v.string(), v.maxLength(MAX_MASTER_CHARS)),
})
export type PackageHeader = v.InferOutput<typeof PackageHeaderSchema>

/** The prefix and header bytes that open a package. */
export function encodeHeader(header: PackageHeader): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify(header))
  const out = new Uint8Array(PREFIX_BYTES + json.byteLength)
  out.set(new TextEncoder().encode(MAGIC), 0)
  out[MAGIC.length] = PACKAGE_VERSION
  new DataView(out.buffer).setUint32(MAGIC.length + 1, json.byteLength)
  out.set(json, PREFIX_BYTES)
  return out
}

/** The whole file: the header, then the stored files' blobs, never copied into one buffer. */
export function packageBlob(header: PackageHeader, files: readonly Blob[]): Blob {
  return new Blob([encodeHeader(header) as BlobPart, ...files], { type: PACKAGE_MIME })
}

export type HeaderRead =
  | { ok: true; header: PackageHeader; filesAt: number }
  /** Not one of ours at all (another file), or a version this app cannot read. */
  | { ok: false; problem: 'foreign' }
  /** Ours, but cut short or unreadable. */
  | { ok: false; problem: 'damaged' }

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer())

/** Reads only the header (a few hundred KB at most), whatever the file's size. */
export async function readHeader(file: Blob): Promise<HeaderRead> {
  if (file.size < PREFIX_BYTES) return { ok: false, problem: file.size === 0 ? 'foreign' : 'damaged' }
  const prefix = await bytesOf(file.slice(0, PREFIX_BYTES))
  if (new TextDecoder().decode(prefix.subarray(0, MAGIC.length)) !== MAGIC || prefix[MAGIC.length] !== PACKAGE_VERSION)
    return { ok: false, problem: 'foreign' }
  const length = new DataView(prefix.buffer, prefix.byteOffset).getUint32(MAGIC.length + 1)
  if (length > MAX_HEADER_BYTES) return { ok: false, problem: 'damaged' }
  if (file.size < PREFIX_BYTES + length) return { ok: false, problem: 'damaged' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(await bytesOf(file.slice(PREFIX_BYTES, PREFIX_BYTES + length)))
    const parsed = v.safeParse(PackageHeaderSchema, JSON.parse(text))
    return parsed.success ? { ok: true, header: parsed.output, filesAt: PREFIX_BYTES + length } : { ok: false, problem: 'damaged' }
  } catch {
    return { ok: false, problem: 'damaged' }
  }
}

/** Where each listed file sits in the package, in the descriptor's order. */
export function fileRanges(filesAt: number, files: readonly DescribedFile[]): Array<{ file: DescribedFile; start: number; end: number }> {
  let at = filesAt
  return files.map((file) => {
    const start = at
    at += file.bytes
    return { file, start, end: at }
  })
}

/** The length a package with this header and these files must have, exactly. */
export const packageLength = (filesAt: number, files: readonly DescribedFile[]) => files.reduce((n, f) => n + f.bytes, filesAt)

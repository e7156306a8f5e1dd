import { open, stat } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { matches } from './conditional.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt; charset=utf-8',
}

export const contentTypeOf = (file: string) => TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'

export const IMMUTABLE = 'public, max-age=31536000, immutable'

// Open-ended ranges are answered in slices so a seek never reads a whole film into memory.
const MAX_RANGE_BYTES = 4 * 1024 * 1024

/** Maps a URL path under `root` to a file path, refusing anything that escapes the root. */
export function resolveInside(root: string, urlPath: string): string | null {
  if (urlPath.includes('\0')) return null
  const base = resolve(root)
  const file = resolve(base, `.${urlPath.startsWith('/') ? urlPath : `/${urlPath}`}`)
  return file.startsWith(base + sep) ? file : null
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/** A file's validator: its size and time, and which variant of an address it is. */
export function fileTag(info: { size: number; mtimeMs: number }, variant = ''): string {
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${variant ? `-${variant}` : ''}"`
}

type Range = { status: 200 | 206; start: number; end: number } | { status: 416 }

/** The part of a `size`-byte body a Range header asks for; a header this does not read means all of it. */
function rangeOf(header: string | undefined, size: number): Range {
  let start = 0
  let end = size - 1
  if (!header) return { status: 200, start, end }
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  const [from, to] = [m?.[1] ?? '', m?.[2] ?? '']
  if (!m || (from === '' && to === '')) return { status: 200, start, end }
  if (from === '') {
    start = Math.max(0, size - Number(to))
  } else {
    start = Number(from)
    end = to === '' ? Math.min(size - 1, start + MAX_RANGE_BYTES - 1) : Math.min(size - 1, Number(to))
  }
  if (start > end || start >= size) return { status: 416 }
  return { status: 206, start, end }
}

/** Headers and status for a body of `size` bytes: 304, 416, or the (partial) answer's frame. */
function frame(
  c: Context,
  size: number,
  headers: Record<string, string>,
): { res: Response } | { status: number; start: number; length: number } {
  if (matches(c.req.header('if-none-match'), headers.ETag ?? '')) return { res: new Response(null, { status: 304, headers }) }
  const range = rangeOf(c.req.header('range'), size)
  if (range.status === 416) return { res: new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } }) }
  if (range.status === 206) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  const length = Math.max(0, range.end - range.start + 1)
  headers['Content-Length'] = String(length)
  if (c.req.method === 'HEAD') return { res: new Response(null, { status: range.status, headers }) }
  return { status: range.status, start: range.start, length }
}

/**
 * Serves one file with validators and byte ranges; null when it does not exist. `variant` goes into
 * the validator, for files that answer one address in turns (a picture's AVIF and WebP).
 */
export async function sendFile(c: Context, file: string, cacheControl: string, variant = ''): Promise<Response | null> {
  let info
  try {
    info = await stat(file)
  } catch {
    return null
  }
  if (!info.isFile()) return null
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl,
    ETag: fileTag(info, variant),
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  const f = frame(c, info.size, headers)
  if ('res' in f) return f.res
  const handle = await open(file, 'r')
  try {
    const buf = Buffer.alloc(f.length)
    await handle.read(buf, 0, f.length, f.start)
    return new Response(buf, { status: f.status, headers })
  } finally {
    await handle.close()
  }
}

export interface BytesMeta {
  contentType: string
  etag: string
  lastModified: Date
}

/** Serves bytes made in memory (an encrypted segment) exactly as sendFile serves a file: validators and ranges. */
export function sendBytes(c: Context, body: Buffer, meta: BytesMeta, cacheControl: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': meta.contentType,
    'Cache-Control': cacheControl,
    ETag: meta.etag,
    'Last-Modified': meta.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  const f = frame(c, body.length, headers)
  if ('res' in f) return f.res
  return new Response(new Uint8Array(body.subarray(f.start, f.start + f.length)), { status: f.status, headers })
}

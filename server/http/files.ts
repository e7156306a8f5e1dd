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

/** Serves one file with validators and byte ranges; null when it does not exist. */
export async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response | null> {
  let info
  try {
    info = await stat(file)
  } catch {
    return null
  }
  if (!info.isFile()) return null
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(file),
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
    'Accept-Ranges': 'bytes',
  }
  if (matches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers })

  let start = 0
  let end = info.size - 1
  let status = 200
  const range = c.req.header('range')
  if (range) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim())
    const [from, to] = [m?.[1] ?? '', m?.[2] ?? '']
    if (m && (from !== '' || to !== '')) {
      if (from === '') {
        start = Math.max(0, info.size - Number(to))
      } else {
        start = Number(from)
        end = to === '' ? Math.min(info.size - 1, start + MAX_RANGE_BYTES - 1) : Math.min(info.size - 1, Number(to))
      }
      if (start > end || start >= info.size) {
        return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${info.size}` } })
      }
      status = 206
      headers['Content-Range'] = `bytes ${start}-${end}/${info.size}`
    }
  }
  const length = Math.max(0, end - start + 1)
  headers['Content-Length'] = String(length)
  if (c.req.method === 'HEAD') return new Response(null, { status, headers })
  const handle = await open(file, 'r')
  try {
    const buf = Buffer.alloc(length)
    await handle.read(buf, 0, length, start)
    return new Response(buf, { status, headers })
  } finally {
    await handle.close()
  }
}

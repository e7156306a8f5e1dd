import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|vnd\.apple\.mpegurl)|image\/svg\+xml)/
const MIN_BYTES = 1024
const CACHE_LIMIT = 200

type Encoding = 'br' | 'gzip'

/** Picks brotli over gzip when the client offers it (every current browser does, over HTTP too on localhost). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const offered = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    offered.set(name, q === undefined ? 1 : Number(q))
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

type Level = 'best' | 'fast'

const options = (encoding: Encoding, level: Level, size: number) =>
  encoding === 'gzip'
    ? { level: level === 'best' ? 9 : 6 }
    : { params: { [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: size } }

function compressNow(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip'
    ? gzipSync(body, options(encoding, 'fast', body.length))
    : brotliCompressSync(body, options(encoding, 'fast', body.length))
}

const brotliLater = promisify(brotliCompress)
const gzipLater = promisify(gzip)

/** Runs on libuv's thread pool: brotli at level 11 takes most of a second on the framework chunk. */
function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'gzip'
    ? gzipLater(body, options(encoding, 'best', body.length))
    : brotliLater(body, options(encoding, 'best', body.length))
}

/**
 * Brotli or gzip for text bodies. Viewers pay for every megabyte, and the app's scripts and the API's
 * JSON shrink four- to sixfold. Every answer is compressed at a fast level at once. A file with a
 * validator is also compressed at the highest level in the background and kept, so later requests get
 * the smaller body; the first viewer after a start never waits for it, and nobody else waits while
 * it runs. Ranges, 304s and media are left alone.
 */
export function compression(): MiddlewareHandler {
  const cache = new Map<string, Buffer>()
  const pending = new Set<string>()
  const keep = (key: string, packed: Buffer) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
    cache.set(key, packed)
  }
  return async (c, next) => {
    await next()
    const res = c.res
    if (res.status !== 200 || !res.body || c.req.method === 'HEAD') return
    if (res.headers.has('content-encoding') || res.headers.has('content-range')) return
    const type = res.headers.get('content-type') ?? ''
    if (!COMPRESSIBLE.test(type)) return
    res.headers.append('Vary', 'Accept-Encoding')
    const encoding = chooseEncoding(c.req.header('accept-encoding'))
    if (!encoding) return
    const body = Buffer.from(await res.clone().arrayBuffer())
    if (body.length < MIN_BYTES) return
    const etag = res.headers.get('etag')
    const key = etag ? `${c.req.path}|${etag}|${encoding}` : null
    let packed = key ? cache.get(key) : undefined
    if (!packed) {
      const fast = compressNow(body, encoding)
      packed = fast
      if (key && !pending.has(key)) {
        pending.add(key)
        compressBest(body, encoding)
          .then((best) => keep(key, best.length < fast.length ? best : fast))
          // A failed background pass only costs bytes: the next request compresses at the fast level again.
          .catch(() => undefined)
          .finally(() => pending.delete(key))
      }
    }
    // Hono copies the old response's headers onto the new one, so the plain length must go first.
    res.headers.set('Content-Length', String(packed.length))
    res.headers.set('Content-Encoding', encoding)
    c.res = new Response(new Uint8Array(packed), { status: res.status, statusText: res.statusText, headers: res.headers })
  }
}

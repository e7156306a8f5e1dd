import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
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

function compress(body: Buffer, encoding: Encoding, quality: 'static' | 'dynamic'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quality === 'static' ? 9 : 6 })
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality === 'static' ? 11 : 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
}

/**
 * Brotli or gzip for text bodies. Viewers pay for every megabyte, and the app's scripts and the API's
 * JSON shrink four- to sixfold. Files with a validator are compressed once at the highest level and
 * kept; API answers are compressed per request at a fast level. Ranges, 304s and media are left alone.
 */
export function compression(): MiddlewareHandler {
  const cache = new Map<string, Buffer>()
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
      packed = compress(body, encoding, etag ? 'static' : 'dynamic')
      if (key) {
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string)
        cache.set(key, packed)
      }
    }
    // Hono copies the old response's headers onto the new one, so the plain length must go first.
    res.headers.set('Content-Length', String(packed.length))
    res.headers.set('Content-Encoding', encoding)
    c.res = new Response(new Uint8Array(packed), { status: res.status, statusText: res.statusText, headers: res.headers })
  }
}

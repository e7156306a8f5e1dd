import * as v from 'valibot'
import { stat } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Context } from 'hono'
import { LOW_QUALITY, paintedWidth, variantFile, variantFor } from '../../src/lib/image-variants.ts'
import { IMMUTABLE, fileTag, isFile, resolveInside, sendFile } from './files.ts'
import { matches } from './conditional.ts'
import { badRequest } from './errors.ts'
import { parse } from './validation.ts'

// Wider than any screen draws a picture; a longer number is an attack on the parser, not a request.
const MAX_WIDTH = 4096

const PictureQuery = v.object({
  w: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'w must be a width in pixels'), v.transform(Number), v.minValue(1), v.maxValue(MAX_WIDTH)),
  ),
  q: v.optional(v.picklist([LOW_QUALITY], `q must be ${LOW_QUALITY}`)),
})

/**
 * Whether the client names AVIF among what it takes. Only an explicit `image/avif` counts: a bare
 * `*\/*` or `image/*` is what clients that cannot decode AVIF send too.
 */
export function acceptsAvif(accept: string | undefined): boolean {
  for (const part of (accept ?? '').slice(0, 1024).split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    if (type !== 'image/avif') continue
    const q = params.find((p) => p.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  }
  return false
}

/** Whether the client takes any image type (`*\/*`, `image/*`): a picture it already holds in any format will do. */
function takesAnyImage(accept: string | undefined): boolean {
  return (accept ?? '*/*')
    .slice(0, 1024)
    .split(',')
    .some((part) => {
      const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase())
      const q = params.find((p) => p.startsWith('q='))
      return (type === '*/*' || type === 'image/*') && (q === undefined || Number(q.slice(2)) > 0)
    })
}

/** The files that may answer one variant, in the order of preference: AVIF, then WebP (or the painted picture). */
function candidatesFor(imagesDir: string, path: string, painted: string, query: { w?: number; q?: string }): string[] {
  const width = paintedWidth(path)
  if (width === null) return [painted]
  const chosen = variantFor(width, query.w)
  const low = query.q === LOW_QUALITY
  const file = (format: 'webp' | 'avif') => resolveInside(imagesDir, variantFile(path, chosen, low, format).slice('/images'.length))
  const webp = chosen === width && !low ? painted : file('webp')
  return [file('avif'), webp].filter((f): f is string => f !== null)
}

/**
 * A revalidation that names the validator of a variant this address answers, from a client that
 * takes any image type: it holds that picture already. A browser's cache asks so when the request
 * comes from another context than the first (the service worker keeping a picture the page loaded,
 * whose Accept differs), and the picture it holds is as good as the one it would be sent.
 */
async function heldVariant(
  candidates: readonly string[],
  ifNoneMatch: string | undefined,
  accept: string | undefined,
): Promise<string | null> {
  if (!ifNoneMatch || !takesAnyImage(accept)) return null
  for (const file of candidates) {
    try {
      const info = await stat(file)
      if (info.isFile() && matches(ifNoneMatch, fileTag(info, variantTag(file)))) return file
    } catch {
      // Not made: the next one.
    }
  }
  return null
}

const variantTag = (file: string) => basename(file).replace(/[^\w@.-]/g, '')

/**
 * Which file answers a picture's address: the variant the query asks for (`w`, the width it is drawn
 * at in device pixels; `q=low` under the data saver), in AVIF where the client takes it. Falls back
 * to the painted picture when a variant is missing. Null when the path leads nowhere.
 */
export async function pictureFile(
  imagesDir: string,
  path: string,
  query: { w?: number; q?: string },
  avif: boolean,
): Promise<string | null> {
  const painted = resolveInside(imagesDir, path.slice('/images'.length))
  if (!painted) return null
  for (const file of candidatesFor(imagesDir, path, painted, query)) {
    if (!avif && file.endsWith('.avif')) continue
    if (await isFile(file)) return file
  }
  return painted
}

/** GET /images/*: a picture, sized and in the format the client takes; the same address varies by Accept. */
export async function sendPicture(c: Context, assetsDir: string): Promise<Response | null> {
  // A repeated parameter is ambiguous: which one the cache keyed on is anyone's guess.
  if ((c.req.queries('w')?.length ?? 0) > 1 || (c.req.queries('q')?.length ?? 0) > 1)
    throw badRequest('query: w and q may each be given once')
  const query = parse(PictureQuery, c.req.query(), 'query')
  const path = c.req.path
  const imagesDir = join(assetsDir, 'images')
  const accept = c.req.header('accept')
  const painted = resolveInside(imagesDir, path.slice('/images'.length))
  const held = painted ? await heldVariant(candidatesFor(imagesDir, path, painted, query), c.req.header('if-none-match'), accept) : null
  const file = held ?? (await pictureFile(imagesDir, path, query, acceptsAvif(accept)))
  // Two variants of one size made in the same millisecond would share a validator: the name tells them apart.
  const res = file ? await sendFile(c, file, IMMUTABLE, variantTag(file)) : null
  // Caches between here and the viewer (and the browser's own) keep one answer per Accept.
  if (res && paintedWidth(path) !== null) res.headers.set('Vary', 'Accept')
  return res
}

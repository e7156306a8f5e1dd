import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { IMMUTABLE, isFile, resolveInside, sendFile } from '../http/files.ts'
import { sendPicture } from '../http/pictures.ts'
import { firstBannerImages, titleBannerImages, withBannerPreload, withBootBanner } from '../http/home-preload.ts'
import { inlineHashesOf } from '../http/inline-hashes.ts'
import { firstResults, withBootResults } from '../http/search-boot.ts'
import { searchedQuery, withSearchPreload } from '../http/search-preload.ts'
import { shareCard, withShareTags } from '../http/share-tags.ts'
import { contentSecurityPolicy } from '../http/security-headers.ts'
import { gatePage, goesToChecker } from '../http/gate-page.ts'

export const SERVER_PREFIXES = ['/v1', '/media', '/images', '/he', '/operator', '/__dev']

export const isServerPath = (path: string) => SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))

const NO_CACHE_FILES = new Set(['/sw.js', '/index.html', '/manifest.webmanifest'])

function appCacheControl(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (NO_CACHE_FILES.has(path)) return 'no-cache'
  // Unhashed files (icons, workbox runtime) may change between builds: revalidate each time.
  return 'no-cache'
}

// A request for a missing file that is clearly not a page (a script, an image) gets a plain 404
// rather than HTML, which would only fail later with a confusing MIME error.
function wantsPage(c: Context): boolean {
  const accept = c.req.header('accept') ?? ''
  if (c.req.header('sec-fetch-mode') === 'navigate' || accept.includes('text/html')) return true
  return !/\.[a-z0-9]+$/i.test(c.req.path)
}

export function staticRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { assetsDir, staticDir } = ctx.config

  // Media has its own routes (media.ts): an episode's playlists and segments need a grant.
  app.get('/images/*', async (c) => (await sendPicture(c, assetsDir)) ?? c.notFound())

  app.get('*', async (c) => {
    const path = c.req.path
    if (isServerPath(path)) return c.notFound()
    const index = join(staticDir, 'index.html')
    if (!(await isFile(index))) {
      c.header('Cache-Control', 'no-store')
      return c.text(`The app is not built: ${index} is missing.\nRun \`npm run build\` and reload this page (or set STATIC_DIR).\n`, 503)
    }
    const pagePolicy = async (res: Response) => {
      res.headers.set('Content-Security-Policy', contentSecurityPolicy(await inlineHashesOf(index)))
      return res
    }
    // The pages the server writes into (a banner, a preload, a search's first results): never kept, so the next visit gets fresh ones.
    const written = (html: string | null) => {
      // The banner drawn in follows Save-Data (below).
      c.header('Vary', 'Save-Data', { append: true })
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }
      c.header('Vary', 'Sec-Fetch-Mode', { append: true })
      if (html !== null && goesToChecker(c)) html = gatePage(html)
      return pagePolicy(html === null ? c.body(null, 200, headers) : c.body(html, 200, headers))
    }
    // The browser's own data saver (Save-Data: on) is all the server knows of the app's: its banner
    // is the one the app asks for under the saver's automatic choice.
    const saver = c.req.header('save-data')?.trim().toLowerCase() === 'on'
    if (path === '/' && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const banner = firstBannerImages(ctx.db)
      const html = withBootBanner(withBannerPreload(await readFile(index, 'utf8'), banner, saver), banner, undefined, saver)
      return written(c.req.method === 'HEAD' ? null : html)
    }
    if (path === '/search' && c.req.method === 'GET' && wantsPage(c)) {
      const query = searchedQuery(c.req.query('query'))
      const html = withSearchPreload(await readFile(index, 'utf8'), query)
      return written(query === null ? html : withBootResults(html, query, firstResults(ctx.db, query), saver))
    }
    if (path === '/content' && c.req.method === 'GET' && wantsPage(c)) {
      const id = Number(c.req.query('id'))
      const tagged = withShareTags(await readFile(index, 'utf8'), shareCard(ctx.db, c.req.query('id')), ctx.config.publicOrigin)
      return written(withBootBanner(tagged, titleBannerImages(ctx.db, id), id, saver))
    }
    const file = resolveInside(staticDir, path)
    const res = file ? await sendFile(c, file, appCacheControl(path === '/' ? '/index.html' : path)) : null
    if (res) return file === resolveInside(staticDir, '/index.html') ? pagePolicy(res) : res
    if (path.startsWith('/assets/') || !wantsPage(c)) return c.notFound()
    if (goesToChecker(c)) return written(await readFile(index, 'utf8'))
    const page = await sendFile(c, index, 'no-cache')
    return page ? pagePolicy(page) : c.notFound()
  })
}

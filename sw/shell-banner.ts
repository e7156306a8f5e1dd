/// <reference lib="WebWorker" />
import { withBootBanner, type BannerImages } from '../src/lib/boot-banner'

const DB_NAME = 'yoke-shin'
// A cold worker must not hold the page back: past this, the shell goes out without the banner.
const READ_BUDGET_MS = 150

/**
 * Home's first stored banner, read straight from the app's database (its `home` table). Home is kept
 * per language ('home:my', 'home:en') and the worker cannot tell which the page shows; the banners
 * are pictures without words, the same in both, so whichever copy comes first serves.
 */
function storedFirstBanner(): Promise<BannerImages | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), READ_BUDGET_MS)
    const done = (value: BannerImages | null) => {
      clearTimeout(timer)
      resolve(value)
    }
    let open: IDBOpenDBRequest
    try {
      open = indexedDB.open(DB_NAME)
    } catch {
      return done(null)
    }
    open.onerror = () => done(null)
    // No database yet (a first launch): opening it here would create an empty one, so give up.
    open.onupgradeneeded = () => open.transaction?.abort()
    open.onsuccess = () => {
      const db = open.result
      try {
        if (!db.objectStoreNames.contains('home')) return done(null)
        const get = db.transaction('home').objectStore('home').openCursor()
        get.onerror = () => done(null)
        get.onsuccess = () => {
          const banner = (get.result?.value as { data?: { banners?: Array<{ bannerImg?: unknown; sliderImg?: unknown }> } } | undefined)
            ?.data?.banners?.[0]
          done(
            typeof banner?.bannerImg === 'string' && typeof banner.sliderImg === 'string'
              ? { wide: banner.bannerImg, slider: banner.sliderImg }
              : null,
          )
        }
      } catch {
        done(null)
      } finally {
        db.close()
      }
    }
  })
}

/**
 * Home's shell from the precache, with the banner the viewer saw last drawn into it (the server does
 * the same for a first visit): an offline launch shows it with the page itself, before the scripts
 * run and read the database. withBootBanner checks the paths, and the image comes from the image
 * cache. Any other page, or anything unexpected, gets the shell as it is. `saver`: the navigation
 * said Save-Data, and the picture is asked for as the data saver does.
 */
export async function withStoredBanner(shell: Response, saver = false): Promise<Response> {
  if (!shell.ok || !(shell.headers.get('content-type') ?? '').includes('text/html')) return shell
  const [html, images] = await Promise.all([shell.clone().text(), storedFirstBanner()])
  const drawn = withBootBanner(html, images, undefined, saver)
  if (drawn === html) return shell
  return new Response(drawn, { status: shell.status, statusText: shell.statusText, headers: shell.headers })
}

import * as v from 'valibot'

/** The images the page loaded before the worker controlled it, else missing offline; page and worker share it. */
export const KEEP_IMAGES = 'KEEP_IMAGES'

// The first screen's images, with room to spare; a longer list is cut, never refused.
export const MAX_KEPT_IMAGES = 40

// The reference server's image addresses (server/http/files.ts): one origin, under /images/.
const IMAGE_PATH = /^\/images\/[\w/.-]+$/

/** Same-origin image addresses only, each once, at most MAX_KEPT_IMAGES. */
export function keepableImages(urls: readonly string[], origin: string): string[] {
  const kept = new Set<string>()
  for (const raw of urls) {
    if (kept.size >= MAX_KEPT_IMAGES) break
    let url: URL
    try {
      url = new URL(raw, origin)
    } catch {
      continue
    }
    if (url.origin === origin && IMAGE_PATH.test(url.pathname) && !url.pathname.includes('..')) kept.add(url.href)
  }
  return [...kept]
}

export const KeepImagesMessage = v.object({
  type: v.literal(KEEP_IMAGES),
  urls: v.array(v.string()),
})
export type KeepImagesMessage = v.InferOutput<typeof KeepImagesMessage>

interface ResourceEntryLike {
  name: string
  initiatorType: string
  workerStart: number
}

/** workerStart is 0 for a request the worker did not intercept. */
export function imagesLoadedWithoutWorker(entries: readonly ResourceEntryLike[], origin: string): string[] {
  return keepableImages(
    entries.filter((e) => e.workerStart === 0 && (e.initiatorType === 'img' || e.initiatorType === 'link')).map((e) => e.name),
    origin,
  )
}

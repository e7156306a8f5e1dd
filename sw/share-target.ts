/// <reference lib="WebWorker" />
import { inboxKey, SHARE_FIELD, SHARE_INBOX_CACHE, SHARE_TARGET_PATH } from '../src/data/downloads/share/inbox'

declare const self: ServiceWorkerGlobalScope

/** Larger than any episode a phone keeps (a 50-minute 720p is about 500 MB); anything bigger is not one. */
export const MAX_SHARED_BYTES = 2 * 1024 ** 3

const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * The installed app as a share target: the file posted to /share-target is kept in the inbox
 * cache, and the viewer is sent (303) to the Downloads screen, which checks and adds it. The worker
 * never parses it: every check is the screen's import, one code path for every way a file arrives.
 */
export async function receiveShare(request: Request, origin: string): Promise<Response> {
  const to = (search: string) => Response.redirect(new URL(`/downloads${search}`, origin).href, 303)
  let file: FormDataEntryValue | null
  try {
    file = (await request.formData()).get(SHARE_FIELD)
  } catch {
    return to('?received=none')
  }
  if (!(file instanceof Blob) || file.size === 0 || file.size > MAX_SHARED_BYTES) return to('?received=none')
  const id = randomId()
  try {
    const cache = await caches.open(SHARE_INBOX_CACHE)
    await cache.put(inboxKey(id), new Response(file, { headers: { 'Content-Type': 'application/octet-stream' } }))
  } catch {
    return to('?received=none')
  }
  return to(`?received=${id}`)
}

export function setUpShareTarget(origin: string): void {
  self.addEventListener('fetch', (event: FetchEvent) => {
    const url = new URL(event.request.url)
    if (event.request.method !== 'POST' || url.origin !== origin || url.pathname !== SHARE_TARGET_PATH) return
    event.respondWith(receiveShare(event.request, origin))
  })
}

/**
 * Files the worker received as a share target, kept until the Downloads screen adds them. A cache
 * of its own, under addresses no server route answers; an entry is taken (read, then deleted) once.
 */
export const SHARE_INBOX_CACHE = 'share-inbox-v1'
export const SHARE_TARGET_PATH = '/share-target'
/** The form field the manifest's share_target names for the file. */
export const SHARE_FIELD = 'episode'

/** An inbox id: what the worker makes, and all the screen accepts from its address. */
export const INBOX_ID = /^[a-z0-9]{16,40}$/

export const inboxKey = (id: string) => `/__share-inbox/${id}`

/** The received file, taken out of the inbox; null when there is none under that id. */
export async function takeFromInbox(caches: CacheStorage, id: string): Promise<Blob | null> {
  if (!INBOX_ID.test(id)) return null
  const cache = await caches.open(SHARE_INBOX_CACHE)
  const res = await cache.match(inboxKey(id))
  if (!res) return null
  const blob = await res.blob()
  await cache.delete(inboxKey(id))
  return blob
}

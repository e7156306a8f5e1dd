import * as v from 'valibot'

/** The worker cannot read the page's storage: a flag in Cache Storage before it installs, then messages. */
export const SAVER_FLAG_CACHE = 'settings'
export const SAVER_FLAG_URL = '/__settings/data-saver'
export const SAVER_MESSAGE = 'DATA_SAVER'

export const SaverMessage = v.object({ type: v.literal(SAVER_MESSAGE), on: v.boolean() })
export type SaverMessage = v.InferOutput<typeof SaverMessage>

/** The stored flag, read as hostile as any input: only the exact word 'on' means on. */
export async function readSaverFlag(storage: Pick<CacheStorage, 'open'>): Promise<boolean> {
  try {
    const res = await (await storage.open(SAVER_FLAG_CACHE)).match(SAVER_FLAG_URL)
    return (await res?.text())?.trim() === 'on'
  } catch {
    return false
  }
}

export async function writeSaverFlag(storage: Pick<CacheStorage, 'open'>, on: boolean): Promise<void> {
  const cache = await storage.open(SAVER_FLAG_CACHE)
  await cache.put(SAVER_FLAG_URL, new Response(on ? 'on' : 'off', { headers: { 'Content-Type': 'text/plain' } }))
}

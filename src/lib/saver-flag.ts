import * as v from 'valibot'

/**
 * How the page tells its service worker whether the data saver is on (the worker cannot read the
 * page's storage): a flag in Cache Storage, written before the worker is registered so its install
 * reads it, and a message when the choice changes. No React, no DOM: both sides import this.
 */
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

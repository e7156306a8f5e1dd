import { ok, type Result } from '../api/result'
import type { AppServices } from './services'
import type { FavoriteInput } from './sync/enqueue'
import { readContentSync, type ItemSync } from './sync/queries'

export interface ToggleResult {
  isFavorite: boolean
  /** 'synced': the server has it (show 'Added to favorite' / 'Removed from favorite'). */
  sync: ItemSync
}

/** Shown at once; online it waits up to `waitMs` for the replay, so a reachable server flips on success. */
export async function toggleFavorite(
  services: Pick<AppServices, 'db' | 'sync'>,
  input: FavoriteInput,
  waitMs = 6_000,
): Promise<Result<ToggleResult>> {
  const queued = await services.sync.enqueue('favorite', input)
  if (!queued.ok) return queued
  if (queued.value.outcome !== 'dropped') {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      services.sync.flush(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs)
      }),
    ])
    clearTimeout(timer)
  }
  return ok({ isFavorite: input.wanted, sync: await readContentSync(services.db, input.contentId) })
}

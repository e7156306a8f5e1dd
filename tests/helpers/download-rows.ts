import type { AppServices } from '../../src/data'
import type { DownloadDeps } from '../../src/data/downloads'
import { DownloadsDb } from '../../src/data/downloads/db'
import type { DownloadRow, DownloadSettings } from '../../src/data/downloads/types'
import { MemoryCacheStorage } from './memory-caches'

let n = 0

/** 10:00 on 25 November 2026 in Myanmar (03:30 UTC). */
export const MORNING = Date.parse('2026-11-25T03:30:00Z')
export const DAY = 24 * 3_600_000

export function downloadRow(over: Partial<DownloadRow> & Pick<DownloadRow, 'episodeId'>): DownloadRow {
  return {
    userId: 1,
    titleId: 7,
    title: 'Golden Land',
    episodeTitle: `Episode ${over.episodeId}`,
    poster: '',
    quality: '360p',
    state: 'queued',
    waitReason: null,
    problem: null,
    bytesTotal: 500_000_000,
    bytesDone: 0,
    segmentsTotal: 100,
    segmentsDone: 0,
    durationS: 2400,
    licenseId: 'lic',
    licenseExpiresAt: null,
    firstPlayedAt: null,
    completedAt: null,
    watchedAt: null,
    expiredAt: null,
    createdAt: MORNING - 1000 * over.episodeId,
    updatedAt: MORNING,
    ...over,
  }
}

/** The downloads side of a test: its own database, a clock, a browser that tells (or not) the link. */
export function testDownloads(
  app: AppServices,
  o: { now?: () => number; connectionType?: string; estimate?: StorageEstimate | null } = {},
): DownloadDeps {
  n++
  return {
    db: new DownloadsDb(`dl-test-${n}-${Math.random().toString(36).slice(2)}`),
    app,
    fetch: () => Promise.reject(new Error('no network in this test')),
    caches: new MemoryCacheStorage(),
    now: o.now ?? (() => MORNING),
    connectionType: () => o.connectionType,
    online: () => true,
    storage:
      o.estimate === null
        ? undefined
        : { estimate: async () => o.estimate ?? { usage: 600_000_000, quota: 4_000_000_000 }, persist: async () => true },
  }
}

/** Download settings with every rule off (the 23:00–07:00 window set but not in force), then `patch`. */
export const testSettings = (patch: Partial<DownloadSettings> = {}): DownloadSettings => ({
  wifiOnly: false,
  nightOnly: false,
  nightStartMin: 1380,
  nightEndMin: 420,
  budgetMb: null,
  smart: true,
  quality: null,
  ...patch,
})

import type { DownloadsDb } from '../../src/data/downloads/db'
import type { DownloadRow, DownloadState, SegmentRow } from '../../src/data/downloads/types'
import type {
  BackgroundFetchManagerLike,
  BackgroundFetchRecordLike,
  BackgroundFetchRegistrationLike,
} from '../../src/data/downloads/background-fetch'

export interface FakeRegistration extends BackgroundFetchRegistrationLike {
  urls: string[]
  aborted: boolean
  /** What a running batch's `matchAll` lists (a test sets it); none by default. */
  records?: () => BackgroundFetchRecordLike[]
}

/**
 * The browser's Background Fetch, scripted: `fetch` records what the page hands off, and `finish`
 * ends a fetch with the answers the test gives per address (a Response, or an Error for a request
 * that failed), as the browser does before it wakes the worker.
 */
export function fakeBackgroundFetch() {
  const active = new Map<string, FakeRegistration>()
  const calls: Array<{ id: string; urls: string[]; title?: string; downloadTotal?: number }> = []
  const state = { refuse: false }

  const manager: BackgroundFetchManagerLike = {
    async fetch(id, requests, options) {
      if (state.refuse) throw new TypeError('Background Fetch is not allowed')
      if (active.has(id)) throw new TypeError('A fetch with this id is in progress')
      const urls = requests.map((r) => (typeof r === 'string' ? r : r.url))
      calls.push({ id, urls, ...options })
      const registration: FakeRegistration = {
        id,
        urls,
        aborted: false,
        downloadTotal: options?.downloadTotal ?? 0,
        async abort() {
          registration.aborted = true
          active.delete(id)
          return true
        },
        async matchAll() {
          return registration.records?.() ?? []
        },
      }
      active.set(id, registration)
      return registration
    },
    async get(id) {
      return active.get(id)
    },
    async getIds() {
      return [...active.keys()]
    },
  }

  /** Ends the fetch `id`: its records answer as `answer` says (undefined: the request never completed). */
  function finish(
    id: string,
    answer: (url: string) => Response | Error | undefined,
    extra: string[] = [],
  ): BackgroundFetchRegistrationLike {
    const registration = active.get(id)
    const urls = [...(registration?.urls ?? []), ...extra]
    active.delete(id)
    const records: BackgroundFetchRecordLike[] = urls.flatMap((url) => {
      const a = answer(url)
      if (a === undefined) return []
      const responseReady = a instanceof Error ? Promise.reject(a) : Promise.resolve(a)
      responseReady.catch(() => undefined)
      return [{ request: new Request(url), responseReady }]
    })
    return { id, abort: async () => false, matchAll: async () => records }
  }

  return { manager, calls, active, state, finish, deps: { backgroundFetch: async () => manager } }
}

/** A download of episode `episodeId` with its files as segment rows; the first `done` already stored. */
export async function seedDownload(
  db: DownloadsDb,
  episodeId: number,
  { userId = 7, createdAt = 1_000, paths = DEFAULT_PATHS, done = 2, state = 'downloading' as DownloadState } = {},
): Promise<{ row: DownloadRow; segments: SegmentRow[] }> {
  const segments: SegmentRow[] = paths.map((path, index) => ({ episodeId, index, path, bytes: index < done ? 100 : 0, done: index < done }))
  const row: DownloadRow = {
    episodeId,
    userId,
    titleId: 3,
    title: 'Title',
    episodeTitle: 'Episode',
    poster: '/images/p.webp',
    quality: '720p',
    state,
    waitReason: null,
    problem: null,
    bytesTotal: 5_000_000,
    bytesDone: done * 100,
    segmentsTotal: paths.length,
    segmentsDone: done,
    durationS: 60,
    licenseId: 'lic-1',
    licenseExpiresAt: createdAt + 30 * 86_400_000,
    firstPlayedAt: null,
    completedAt: null,
    watchedAt: null,
    expiredAt: null,
    createdAt,
    updatedAt: createdAt,
  }
  await db.downloads.put(row)
  await db.segments.bulkPut(segments)
  return { row, segments }
}

export const DEFAULT_PATHS = [
  'master.m3u8',
  '720p/index.m3u8',
  '720p/init.mp4',
  '720p/l0/seg_000.m4s',
  '720p/l0/seg_001.m4s',
  '720p/l1/seg_000.m4s',
]

/** The live address of a file, with a media grant, as the licence's url names the stream root. */
export const liveUrl = (episodeId: number, path: string) => `https://app.test/media/e/${episodeId}/7.1735693200.GRANT/${path}`

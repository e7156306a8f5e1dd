import type { DownloadRow, SegmentRow } from '../../../data/downloads/types'

/** What the wait reads of the download engine (download-engine.ts gives the real one). */
export interface ArrivalSource {
  row(): Promise<DownloadRow | undefined>
  segments(): Promise<SegmentRow[]>
  /** Files the page's downloader has in flight at once (FILES_IN_FLIGHT). */
  inFlight: number
  /** Whether the browser's Background Fetch carries the download (its files land only at its end). */
  background(): Promise<boolean>
  sleep(ms: number, signal: AbortSignal): Promise<void>
}

/** How often the store is looked at while the downloader fetches the file the player wants. */
export const ARRIVAL_POLL_MS = 250
/** With no file stored for this long, the downloader is not keeping up: the player streams instead. */
export const ARRIVAL_STALL_MS = 8_000

/**
 * Whether the downloader is about to store `path`, and then whether it did: the player waits for it
 * rather than fetching the same bytes beside it (on the same link it would come no sooner). Only
 * for the files the page's downloader fetches next; one further ahead (after a seek), a download
 * paused or waiting, or one the browser's Background Fetch carries (its files land at its end)
 * answers false at once, and so does a downloader that stored nothing for 8 s.
 */
export async function awaitArrival(
  source: ArrivalSource,
  path: string,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<boolean> {
  let progress = -1
  let since = now()
  let first = true
  while (!signal.aborted) {
    const row = await source.row()
    if (row?.state !== 'downloading') return false
    const segments = await source.segments()
    const seg = segments.find((s) => s.path === path)
    if (!seg) return false
    if (seg.done) return true
    const ahead = segments.filter((s) => !s.done && s.index < seg.index).length
    if (ahead >= source.inFlight) return false
    if (first && (await source.background())) return false
    first = false
    if (row.segmentsDone !== progress) {
      progress = row.segmentsDone
      since = now()
    } else if (now() - since >= ARRIVAL_STALL_MS) {
      return false
    }
    await source.sleep(ARRIVAL_POLL_MS, signal)
  }
  return false
}

import { failure, failureFromHttp, networkFailure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { DownloadDeps } from './deps'
import { folderOf, parseMaster, parseMedia, type MasterInfo, MAX_PLAYLIST_CHARS } from './playlist'

/** Fetching the episode's files under its grant. */

/** A file that has not finished in this long is a stalled link, not a slow one (a segment is ~400 KB). */
export const FILE_TIMEOUT_MS = 120_000

/** The directory of the grant's master: every file's address is this plus its path. */
export const grantDir = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

const unreadable = () => failure('ServerFailure', 'The server sent an unreadable answer')

function signalFor(outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(FILE_TIMEOUT_MS)
  return outer ? AbortSignal.any([outer, timeout]) : timeout
}

/**
 * One file's bytes. `no-store`: the stored copy is the only one; the HTTP cache would keep a
 * second copy of every segment for as long as the grant lives.
 */
export async function fetchBytes(deps: Pick<DownloadDeps, 'fetch'>, url: string, signal?: AbortSignal): Promise<Result<ArrayBuffer>> {
  try {
    const res = await deps.fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: signalFor(signal) })
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined)
      return fail(failureFromHttp(res.status, null))
    }
    return ok(await res.arrayBuffer())
  } catch (e) {
    return fail(networkFailure(e))
  }
}

export async function fetchText(deps: Pick<DownloadDeps, 'fetch'>, url: string, signal?: AbortSignal): Promise<Result<string>> {
  const r = await fetchBytes(deps, url, signal)
  if (!r.ok) return r
  if (r.value.byteLength > MAX_PLAYLIST_CHARS) return fail(unreadable())
  return ok(new TextDecoder().decode(r.value))
}

export interface MasterRead {
  text: string
  info: MasterInfo
  durationS: number
}

/**
 * The grant's master, read; the duration from its session data, or (from a server that does not
 * announce it) by adding up the first rendition's segments.
 */
export async function readMaster(deps: Pick<DownloadDeps, 'fetch'>, url: string): Promise<Result<MasterRead>> {
  const text = await fetchText(deps, url)
  if (!text.ok) return text
  const info = parseMaster(text.value)
  const first = info?.renditions[0]
  if (!info || !first) return fail(unreadable())
  if (info.durationS !== null) return ok({ text: text.value, info, durationS: info.durationS })
  const media = await fetchText(deps, grantDir(url) + first.uri)
  if (!media.ok) return media
  const parsed = parseMedia(media.value, folderOf(first.uri))
  return parsed ? ok({ text: text.value, info, durationS: Math.round(parsed.durationS) }) : fail(unreadable())
}

import { failure, failureFromHttp, networkFailure } from '../../api/failures'
import { fail, ok, type Result } from '../../api/result'
import type { DownloadDeps } from './deps'
import { folderOf, parseMaster, parseMedia, type MasterInfo, MAX_PLAYLIST_CHARS } from './playlist'

/** A file that has not finished in this long is a stalled link, not a slow one (a segment is ~400 KB). */
export const FILE_TIMEOUT_MS = 120_000

export const grantDir = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

const unreadable = () => failure('ServerFailure', 'The server sent an unreadable answer')

function signalFor(outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(FILE_TIMEOUT_MS)
  return outer ? AbortSignal.any([outer, timeout]) : timeout
}

/** `no-store`: the HTTP cache would keep a second copy of every segment. */
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

/** What arrived of files a cut broke off, so the next try pays only for the rest; memory only. */
const partials = new Map<string, Uint8Array>()
const MAX_PARTIALS = 8

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength)
  out.set(a, 0)
  out.set(b, a.byteLength)
  return out
}

/** The start of a 206 answer that runs to the end of the file, or null. */
function rangeToEnd(res: Response): number | null {
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers.get('Content-Range') ?? '')
  return m && Number(m[2]) + 1 === Number(m[3]) ? Number(m[1]) : null
}

/** Resumed where a cut left it; an answer that is not exactly the rest is taken whole instead. */
export async function fetchFile(
  deps: Pick<DownloadDeps, 'fetch'>,
  url: string,
  key: string,
  signal?: AbortSignal,
): Promise<Result<ArrayBuffer>> {
  const had = partials.get(key)
  partials.delete(key)
  const chunks: Uint8Array[] = []
  const joined = () => chunks.reduce(concat, new Uint8Array(0))
  try {
    const headers: Record<string, string> = had ? { Range: `bytes=${had.byteLength}-` } : {}
    const res = await deps.fetch(url, { cache: 'no-store', credentials: 'same-origin', signal: signalFor(signal), headers })
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined)
      return fail(failureFromHttp(res.status, null))
    }
    if (res.status === 206) {
      // Not the rest of what is here: ask for the whole file.
      if (!had || rangeToEnd(res) !== had.byteLength) {
        await res.body?.cancel().catch(() => undefined)
        return had ? fetchFile(deps, url, key, signal) : fail(unreadable())
      }
      chunks.push(had)
    }
    const reader = res.body?.getReader()
    for (let c = await reader?.read(); c && !c.done; c = await reader?.read()) chunks.push(c.value)
    return ok(joined().buffer as ArrayBuffer)
  } catch (e) {
    const part = joined()
    if (part.byteLength > 0 && partials.size < MAX_PARTIALS) partials.set(key, part)
    return fail(networkFailure(e))
  }
}

/** Forgets the parts of an episode's files (it was deleted). */
export function dropPartials(episodeId: number): void {
  for (const key of partials.keys()) if (key.startsWith(`${episodeId}/`)) partials.delete(key)
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

/** The duration from the master's session data, else the first rendition's segments added up. */
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

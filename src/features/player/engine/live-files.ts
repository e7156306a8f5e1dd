import { DOWNLOADS_PREFIX } from '../../../data/downloads/layout'
import { safeRelativePath } from '../../../data/downloads/playlist'
import { grantedSource, type GrantedSource } from '../session/grant-renewal'

/** The stream call's answer, as a download still on its way needs it. */
export type GrantAnswer = { kind: 'granted'; url: string } | { kind: 'unreachable' } | { kind: 'refused' }

/** Asks the stream call for the episode (a fresh grant each time). */
export type AskGrant = () => Promise<GrantAnswer>

/** What the player needs to play a download still on its way. */
export interface PartialSource {
  /** The stream call, for the files not stored yet. */
  grant: AskGrant
  /** Resolves true once the downloader stored `path`, false when it is not about to (see downloader-arrival.ts). */
  arriving?(path: string, signal: AbortSignal): Promise<boolean>
}

export type LiveAddress = { kind: 'granted'; url: string } | { kind: 'unreachable' } | { kind: 'refused' }

/**
 * The network side of a download still on its way: a file not yet stored is fetched from the
 * episode's stream under a stream grant, `/__downloads/<ep>/<path>` becoming `<grant dir>/<path>`.
 * The grant is asked for only when the first missing file is wanted, so a viewer who plays what has
 * arrived costs the server nothing; a refused grant is renewed as a stream's is (grant-renewal.ts).
 */
export interface LiveFiles extends GrantedSource {
  address(stored: string): Promise<LiveAddress>
}

const dirOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1)

/** The path below the episode's stream root of one of its stored addresses; null for any other. */
export function storedPath(stored: string, episodeId: number, base: string): string | null {
  try {
    const u = new URL(stored, base)
    const prefix = `${DOWNLOADS_PREFIX}${episodeId}/`
    if (u.origin !== new URL(base).origin || !u.pathname.startsWith(prefix) || u.search !== '' || u.hash !== '') return null
    const path = u.pathname.slice(prefix.length)
    return safeRelativePath(path) ? path : null
  } catch {
    return null
  }
}

export function liveFiles(episodeId: number, ask: AskGrant, base: string): LiveFiles {
  let source: GrantedSource | null = null
  let root = ''
  let asking: Promise<GrantAnswer> | null = null
  const renew = async () => {
    const answer = await ask()
    return answer.kind === 'granted' ? answer.url : null
  }
  return {
    async address(stored) {
      const path = storedPath(stored, episodeId, base)
      // Only this episode's own files go to its stream: never another episode's, never elsewhere.
      if (path === null) return { kind: 'refused' }
      if (!source) {
        asking ??= ask().finally(() => {
          asking = null
        })
        const answer = await asking
        if (answer.kind !== 'granted') return answer
        if (!source) {
          root = dirOf(new URL(answer.url, base).href)
          source = grantedSource(answer.url, renew, base)
        }
      }
      return { kind: 'granted', url: source.current(root + path) }
    },
    current: (url) => (source ? source.current(url) : url),
    renewAfter: (failed) => (source ? source.renewAfter(failed) : Promise.resolve(false)),
  }
}

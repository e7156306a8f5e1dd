import { QUALITIES, type Quality } from './types'

// Every name a playlist gives becomes a store key: only plain relative paths below the stream root pass.

/** Far above a 50-minute episode (750 four-second segments); a longer list is not an episode. */
export const MAX_FILES = 10_000
export const MAX_PLAYLIST_CHARS = 2_000_000

const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/

/** A relative path of plain names, no dot-segments, no scheme, query or fragment. */
export function safeRelativePath(path: string): boolean {
  const parts = path.split('/')
  return parts.length <= 4 && parts.every((p) => SAFE_SEGMENT.test(p) && p !== '.' && p !== '..')
}

export interface Rendition {
  quality: Quality
  uri: string
  /** AVERAGE-BANDWIDTH where given, else BANDWIDTH (bits per second). */
  bandwidth: number
}

export interface MasterInfo {
  durationS: number | null
  renditions: Rendition[]
}

function attr(line: string, name: string): string | null {
  const m = new RegExp(`(?:^|[:,])${name}=("([^"]*)"|[^,]*)`).exec(line)
  if (!m) return null
  return m[2] ?? m[1] ?? null
}

const isUri = (line: string) => line !== '' && !line.startsWith('#')

function lines(text: string): string[] | null {
  if (text.length > MAX_PLAYLIST_CHARS || !text.startsWith('#EXTM3U')) return null
  return text.split(/\r?\n/).map((l) => l.trim())
}

function qualityOf(uri: string): Quality | null {
  if (!safeRelativePath(uri)) return null
  const folder = uri.split('/')[0]
  return (QUALITIES as readonly string[]).includes(folder ?? '') && uri.includes('/') ? (folder as Quality) : null
}

export function parseMaster(text: string): MasterInfo | null {
  const all = lines(text)
  if (!all) return null
  let durationS: number | null = null
  const renditions: Rendition[] = []
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? ''
    if (line.startsWith('#EXT-X-SESSION-DATA:') && attr(line, 'DATA-ID') === 'com.yokeshin.duration') {
      const value = Number(attr(line, 'VALUE'))
      if (Number.isFinite(value) && value > 0) durationS = value
    }
    if (!line.startsWith('#EXT-X-STREAM-INF:')) continue
    const uri = all.slice(i + 1).find(isUri) ?? ''
    const quality = qualityOf(uri)
    const bandwidth = Number(attr(line, 'AVERAGE-BANDWIDTH') ?? attr(line, 'BANDWIDTH'))
    if (quality && Number.isFinite(bandwidth) && bandwidth > 0 && !renditions.some((r) => r.quality === quality)) {
      renditions.push({ quality, uri, bandwidth })
    }
  }
  return { durationS, renditions }
}

export function subtitlePlaylists(text: string): string[] {
  const all = lines(text) ?? []
  const uris = all.filter((l) => l.startsWith('#EXT-X-MEDIA:') && attr(l, 'TYPE') === 'SUBTITLES').map((l) => attr(l, 'URI') ?? '')
  return [...new Set(uris.filter(safeRelativePath))].slice(0, 8)
}

/** Only the kept rendition and the stored subtitles: a missing subtitle group stops a native player. */
export function trimMaster(text: string, keep: Rendition, keptSubtitles: readonly string[] = []): string {
  const all = text.split(/\r?\n/)
  const out: string[] = []
  for (let i = 0; i < all.length; i++) {
    const line = all[i] ?? ''
    const t = line.trim()
    if (t.startsWith('#EXT-X-MEDIA:') && attr(t, 'TYPE') === 'SUBTITLES' && !keptSubtitles.includes(attr(t, 'URI') ?? '')) continue
    if (t.startsWith('#EXT-X-STREAM-INF:') || t.startsWith('#EXT-X-I-FRAME-STREAM-INF:')) {
      const isFrames = t.startsWith('#EXT-X-I-FRAME-STREAM-INF:')
      const uri = isFrames
        ? attr(t, 'URI')
        : (all
            .slice(i + 1)
            .map((l) => l.trim())
            .find(isUri) ?? '')
      if (uri !== keep.uri) {
        if (!isFrames) {
          // Skip the rendition's URI line too.
          while (i + 1 < all.length && !isUri((all[i + 1] ?? '').trim())) i++
          i++
        }
        continue
      }
      if (keptSubtitles.length === 0) {
        out.push(line.replace(/,SUBTITLES="[^"]*"/, ''))
        continue
      }
    }
    out.push(line)
  }
  return out.join('\n')
}

export interface MediaInfo {
  /** In playback order, each once (the init segment first). */
  files: string[]
  durationS: number
}

export function parseMedia(text: string, folder: string): MediaInfo | null {
  const all = lines(text)
  if (!all || !safeRelativePath(folder)) return null
  const files: string[] = []
  const seen = new Set<string>()
  let durationS = 0
  const add = (uri: string): boolean => {
    if (!safeRelativePath(uri)) return false
    const path = `${folder}/${uri}`
    if (!safeRelativePath(path)) return false
    if (!seen.has(path)) {
      seen.add(path)
      files.push(path)
    }
    return files.length <= MAX_FILES
  }
  for (const line of all) {
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = attr(line, 'URI')
      if (uri === null || !add(uri)) return null
    } else if (line.startsWith('#EXTINF:')) {
      const d = Number(line.slice('#EXTINF:'.length).split(',')[0])
      if (Number.isFinite(d) && d > 0) durationS += d
    } else if (line.startsWith('#EXT-X-BYTERANGE')) {
      // Byte ranges would make one stored file stand for several; the server never sends them.
      return null
    } else if (isUri(line) && !add(line)) {
      return null
    }
  }
  return files.length > 0 ? { files, durationS } : null
}

export const folderOf = (uri: string) => uri.slice(0, uri.lastIndexOf('/'))

export const estimateBytes = (bandwidth: number, durationS: number) => Math.ceil((bandwidth * durationS) / 8)

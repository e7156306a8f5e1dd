// Helpers for make-media.ts: reading media playlists and naming the H.264 codec of a rendition.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export interface MediaPlaylist {
  targetDuration: number
  segments: { uri: string; duration: number }[]
  /** The EXT-X-MAP initialisation segment (fragmented MP4), if any. */
  map: string | null
  vod: boolean
  ended: boolean
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const segments: MediaPlaylist['segments'] = []
  let pending: number | null = null
  let targetDuration = 0
  let map: string | null = null
  for (const line of lines) {
    if (line.startsWith('#EXT-X-MAP:')) map = /URI="([^"]+)"/.exec(line)?.[1] ?? null
    else if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.split(':')[1])
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8))
    else if (!line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, duration: pending })
      pending = null
    }
  }
  return { targetDuration, segments, map, vod: lines.includes('#EXT-X-PLAYLIST-TYPE:VOD'), ended: lines.includes('#EXT-X-ENDLIST') }
}

/** Peak and average bits per second of a rendition, measured from its segment files. */
export function measureBitrate(dir: string, playlist: MediaPlaylist): { peak: number; average: number } {
  let peak = 0
  let bytes = 0
  let seconds = 0
  for (const s of playlist.segments) {
    const size = statSync(join(dir, s.uri)).size
    bytes += size
    seconds += s.duration
    peak = Math.max(peak, (size * 8) / s.duration)
  }
  return { peak: Math.ceil(peak), average: Math.ceil((bytes * 8) / seconds) }
}

const hex = (n: number) => n.toString(16).padStart(2, '0')

/**
 * The RFC 6381 codec string (avc1.PPCCLL) of a rendition: profile_idc, constraint flags and level_idc,
 * read from the avcC box of a fragmented-MP4 init segment, or from the first SPS NAL unit of an
 * Annex-B (MPEG-TS) segment.
 */
export function avcCodecOf(file: string): string {
  const buf = readFileSync(file)
  const avcC = buf.indexOf('avcC', 0, 'latin1')
  if (avcC >= 0) return `avc1.${hex(buf[avcC + 5] ?? 0)}${hex(buf[avcC + 6] ?? 0)}${hex(buf[avcC + 7] ?? 0)}`
  for (let i = 0; i + 7 < buf.length; i++) {
    if (buf[i] === 0 && buf[i + 1] === 0 && buf[i + 2] === 1 && ((buf[i + 3] ?? 0) & 0x1f) === 7) {
      return `avc1.${hex(buf[i + 4] ?? 0)}${hex(buf[i + 5] ?? 0)}${hex(buf[i + 6] ?? 0)}`
    }
  }
  throw new Error(`no H.264 parameters found in ${file}`)
}

/** Total size in bytes of every file under dir (what `du -sb` reports, without directory entries). */
export function dirBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    total += entry.isDirectory() ? dirBytes(p) : statSync(p).size
  }
  return total
}

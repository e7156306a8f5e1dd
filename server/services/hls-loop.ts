/**
 * Episodes of any length from one short reference clip. The committed media is a 36 s clip per
 * rendition; an episode of 20 to 50 minutes plays it over and over. Each pass ("loop" k) names its
 * segments `l<k>/<segment>`, so every address in an episode is distinct (a download stores each one
 * once, and resume knows which are missing), and an `#EXT-X-DISCONTINUITY` before each pass tells the
 * player that the clip's timestamps start again from zero. The last pass ends at the last whole
 * segment that fits in the episode's length: a segment whose EXTINF claimed less than the media it
 * holds would stretch the video past the playlist's end, and the player then stalls a moment short
 * of the end instead of ending. The episode thus runs its length less under one segment (4 s).
 */

/** Data id of the master playlist's line that carries the episode's length in whole seconds. */
export const DURATION_DATA_ID = 'com.yokeshin.duration'

export interface RefSegment {
  /** Milliseconds, from the reference playlist's EXTINF. */
  ms: number
  /** The reference file, a bare name beside the playlist (`seg_004.m4s`). */
  uri: string
}

export interface RefPlaylist {
  targetDuration: number
  version: number
  /** The init segment (`init.mp4`), a bare name beside the playlist. */
  map: string | null
  segments: RefSegment[]
  totalMs: number
}

// Only bare names: a reference URI with a slash or dot-segment would let a loop address reach
// outside its rendition.
const BARE = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,63}$/

/** Reads a VOD media playlist of the reference stream; null if it is not one this can loop. */
export function parseRefPlaylist(text: string): RefPlaylist | null {
  const lines = text.split(/\r?\n/).map((l) => l.trim())
  if (lines[0] !== '#EXTM3U') return null
  let targetDuration = 0
  let version = 7
  let map: string | null = null
  const segments: RefSegment[] = []
  let pendingMs: number | null = null
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22))
    else if (line.startsWith('#EXT-X-VERSION:')) version = Number(line.slice(15))
    else if (line.startsWith('#EXT-X-MAP:')) map = /URI="([^"]+)"/.exec(line)?.[1] ?? null
    else if (line.startsWith('#EXTINF:')) pendingMs = Math.round(Number.parseFloat(line.slice(8)) * 1000)
    else if (line !== '' && !line.startsWith('#')) {
      if (pendingMs === null || !(pendingMs > 0) || !BARE.test(line)) return null
      segments.push({ ms: pendingMs, uri: line })
      pendingMs = null
    }
  }
  if (segments.length === 0 || (map !== null && !BARE.test(map)) || !(targetDuration > 0)) return null
  return { targetDuration, version, map, segments, totalMs: segments.reduce((s, x) => s + x.ms, 0) }
}

/** Where the episode ends in the looped clip: how many passes, and how many segments the last one keeps. */
function layout(ref: RefPlaylist, durationS: number): { loops: number; lastCount: number } {
  const durationMs = durationS * 1000
  const full = Math.floor(durationMs / ref.totalMs)
  let rest = durationMs - full * ref.totalMs
  let count = 0
  for (const s of ref.segments) {
    if (s.ms > rest) break
    rest -= s.ms
    count++
  }
  if (count > 0) return { loops: full + 1, lastCount: count }
  // Shorter than one segment: still one segment, so the episode plays at all.
  return full > 0 ? { loops: full, lastCount: ref.segments.length } : { loops: 1, lastCount: 1 }
}

/** The length the episode's playlists actually run, in milliseconds. */
export function servedMs(ref: RefPlaylist, durationS: number): number {
  const { loops, lastCount } = layout(ref, durationS)
  return (loops - 1) * ref.totalMs + ref.segments.slice(0, lastCount).reduce((sum, s) => sum + s.ms, 0)
}

const extinf = (ms: number) => `#EXTINF:${(ms / 1000).toFixed(6)},`

/**
 * How a media playlist names its AES-128 key (RFC 8216 §4.3.2.4): `URI="key"` beside the playlist.
 * Each `#EXT-X-MAP` gets its own line with the init segment's explicit IV, and the line after it
 * goes back to the default IV (the media sequence number) for the segments that follow. hls.js
 * keeps the key lines in force at a MAP for its init segment, so both IVs reach the decrypter.
 */
export interface PlaylistKey {
  /** The init segment's IV, 32 hex digits. */
  initIvHex: string
}

const KEY_LINE = '#EXT-X-KEY:METHOD=AES-128,URI="key"'

/** The episode's media playlist: `durationS` seconds of the reference clip, looped; encrypted when `key` is given. */
export function loopedPlaylist(ref: RefPlaylist, durationS: number, key?: PlaylistKey): string {
  const { loops, lastCount } = layout(ref, durationS)
  const out = [
    '#EXTM3U',
    `#EXT-X-VERSION:${ref.version}`,
    `#EXT-X-TARGETDURATION:${ref.targetDuration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
  ]
  for (let k = 0; k < loops; k++) {
    if (k > 0) out.push('#EXT-X-DISCONTINUITY')
    if (ref.map && key) out.push(`${KEY_LINE},IV=0x${key.initIvHex}`, `#EXT-X-MAP:URI="${ref.map}"`, KEY_LINE)
    else if (ref.map) out.push(`#EXT-X-MAP:URI="${ref.map}"`)
    else if (key && k === 0) out.push(KEY_LINE)
    const last = k === loops - 1
    const count = last ? lastCount : ref.segments.length
    for (let i = 0; i < count; i++) {
      const s = ref.segments[i] as RefSegment
      out.push(extinf(s.ms), `l${k}/${s.uri}`)
    }
  }
  out.push('#EXT-X-ENDLIST', '')
  return out.join('\n')
}

const LOOPED = /^l(0|[1-9]\d{0,6})\/([^/]+)$/

/**
 * The reference file behind a looped address (`l3/seg_004.m4s` → `seg_004.m4s`), or null when the
 * episode's playlist does not name that address: no pass past the end, no segment past the cut.
 */
export function loopedSource(ref: RefPlaylist, durationS: number, path: string): string | null {
  return loopedSegment(ref, durationS, path)?.uri ?? null
}

/**
 * The reference file behind a looped address and its media sequence number (every segment line
 * counts from 0, as `#EXT-X-MEDIA-SEQUENCE:0` says): the number is the segment's default IV.
 */
export function loopedSegment(ref: RefPlaylist, durationS: number, path: string): { uri: string; sequence: number } | null {
  const m = LOOPED.exec(path)
  if (!m) return null
  const k = Number(m[1])
  const index = ref.segments.findIndex((s) => s.uri === m[2])
  if (index < 0) return null
  const { loops, lastCount } = layout(ref, durationS)
  if (k >= loops || (k === loops - 1 && index >= lastCount)) return null
  const uri = ref.segments[index]?.uri
  return uri === undefined ? null : { uri, sequence: k * ref.segments.length + index }
}

/** The episode's master: the reference master, with the length its playlists run (for size estimates). */
export function masterWithDuration(refMaster: string, durationS: number): string {
  const lines = refMaster.split(/\r?\n/)
  const at = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:'))
  const data = `#EXT-X-SESSION-DATA:DATA-ID="${DURATION_DATA_ID}",VALUE="${durationS}"`
  lines.splice(at < 0 ? lines.length : at, 0, data)
  return lines.join('\n')
}

/** The media playlists a master names (`720p/index.m3u8`), relative to the master. */
export function variantsOf(refMaster: string): string[] {
  return refMaster
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l, i, all) => l !== '' && !l.startsWith('#') && all[i - 1]?.startsWith('#EXT-X-STREAM-INF:'))
}

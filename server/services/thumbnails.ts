/**
 * Seek preview: the reference clip's sprite sheet (`thumbs/sprite.jpg`, made by `npm run media`)
 * and its WebVTT track of tiles, looped over the episode as its media is: pass k of the clip shows
 * the clip's tiles shifted by k clip lengths, up to where the episode ends.
 */
export const THUMBNAILS_DATA_ID = 'com.yokeshin.thumbnails'
export const THUMBNAILS_TRACK = 'thumbs/thumbnails.vtt'
export const THUMBNAILS_SPRITE = 'thumbs/sprite.jpg'

interface RefCue {
  startMs: number
  endMs: number
  payload: string
}

const TIMING = /^(\d\d):(\d\d):(\d\d)\.(\d{3}) --> (\d\d):(\d\d):(\d\d)\.(\d{3})$/
const ms = (h: string, m: string, s: string, f: string) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(f)
// Only a tile of the sprite beside it: nothing in the track may point elsewhere.
const PAYLOAD = /^sprite\.jpg#xywh=\d{1,4},\d{1,4},\d{1,4},\d{1,4}$/

export function parseRefThumbnails(text: string): RefCue[] {
  const lines = text.split(/\r?\n/)
  const cues: RefCue[] = []
  for (let i = 0; i < lines.length; i++) {
    const m = TIMING.exec(lines[i]?.trim() ?? '')
    const payload = lines[i + 1]?.trim() ?? ''
    if (m && PAYLOAD.test(payload))
      cues.push({
        startMs: ms(m[1] ?? '', m[2] ?? '', m[3] ?? '', m[4] ?? ''),
        endMs: ms(m[5] ?? '', m[6] ?? '', m[7] ?? '', m[8] ?? ''),
        payload,
      })
  }
  return cues
}

const stamp = (t: number) => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(Math.floor(t / 3_600_000))}:${pad(Math.floor((t % 3_600_000) / 60_000))}:${pad(Math.floor((t % 60_000) / 1000))}.${pad(t % 1000, 3)}`
}

export function loopedThumbnails(ref: RefCue[], clipMs: number, servedMs: number): string {
  const out = ['WEBVTT', '']
  if (ref.length === 0 || !(clipMs > 0)) return out.join('\n')
  for (let offset = 0; offset < servedMs; offset += clipMs) {
    for (const c of ref) {
      const start = offset + c.startMs
      if (start >= servedMs) break
      out.push(`${stamp(start)} --> ${stamp(Math.min(servedMs, offset + c.endMs))}`, c.payload, '')
    }
  }
  return out.join('\n')
}

export const thumbnailsSessionData = () => `#EXT-X-SESSION-DATA:DATA-ID="${THUMBNAILS_DATA_ID}",URI="${THUMBNAILS_TRACK}"`

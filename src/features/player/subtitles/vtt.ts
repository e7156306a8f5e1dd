export interface Cue {
  /** Seconds. */
  start: number
  end: number
  text: string
}

const TIMING = /^((?:\d+:)?\d{1,2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{1,2}:\d{2}\.\d{3})/

function seconds(stamp: string): number {
  const parts = stamp.split(':').map(Number)
  return parts.reduce((total, p) => total * 60 + p, 0)
}

// Tags are stripped to plain text, and the cue count is capped so a hostile file cannot fill the page.
const TAG = /<[^>]*>/g
const MAX_CUES = 5000
const MAX_TEXT = 300

/** The cues of a WebVTT file; null when it is not one. */
export function parseVtt(text: string): Cue[] | null {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (!lines[0]?.startsWith('WEBVTT')) return null
  const cues: Cue[] = []
  for (let i = 1; i < lines.length && cues.length < MAX_CUES; i++) {
    const m = TIMING.exec(lines[i]?.trim() ?? '')
    if (!m?.[1] || !m[2]) continue
    const body: string[] = []
    while (i + 1 < lines.length && (lines[i + 1] ?? '').trim() !== '') body.push((lines[++i] ?? '').replace(TAG, ''))
    const start = seconds(m[1])
    const end = seconds(m[2])
    if (end > start && body.length > 0) cues.push({ start, end, text: body.join('\n').slice(0, MAX_TEXT) })
  }
  return cues
}

/** The segment addresses of a subtitle media playlist, relative to it. */
export function subtitleSegments(playlist: string): string[] {
  const lines = playlist.split(/\r?\n/).map((l) => l.trim())
  if (lines[0] !== '#EXTM3U') return []
  return lines.filter((l) => l !== '' && !l.startsWith('#')).slice(0, 500)
}

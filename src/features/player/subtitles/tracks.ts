import type { SubtitleLanguage } from '../controls/subtitles'
import { parseVtt, subtitleSegments, type Cue } from './vtt'

/** A subtitle rendition of the stream: from the master (hls.js) or the browser's own (native). */
export interface SubtitleSource {
  lang: SubtitleLanguage
  name: string
  /** The subtitle playlist's address; null when the browser loads it itself (native HLS). */
  url: string | null
}

export interface SubtitleInfo {
  sources: SubtitleSource[]
  /** The title's spoken language, from the master's session data; null when not said. */
  titleLanguage: string | null
}

export const isSubtitleLanguage = (x: string | undefined): x is SubtitleLanguage => x === 'my' || x === 'en'

/** Reads an address of the stream as text (through the grant's renewal, or the stored download). */
export type FetchText = (url: string) => Promise<string | null>

/** Every cue of a subtitle playlist's WebVTT segments; null when any part could not be read. */
export async function loadCues(playlistUrl: string, fetchText: FetchText): Promise<Cue[] | null> {
  const playlist = await fetchText(playlistUrl)
  if (playlist === null) return null
  const segments = subtitleSegments(playlist)
  if (segments.length === 0) return null
  // A stored download's playlists come with addresses relative to the page.
  const base = new URL(playlistUrl, location.href)
  const all: Cue[] = []
  for (const s of segments) {
    const text = await fetchText(new URL(s, base).href)
    const cues = text === null ? null : parseVtt(text)
    if (!cues) return null
    all.push(...cues)
  }
  return all
}

/** The cues as a text track of the video: 'hidden', so the page draws them in its own font. */
export function addCueTrack(video: HTMLVideoElement, source: SubtitleSource, cues: Cue[]): TextTrack {
  const track = video.addTextTrack('subtitles', source.name, source.lang)
  track.mode = 'hidden'
  for (const c of cues) track.addCue(new VTTCue(c.start, c.end, c.text))
  return track
}

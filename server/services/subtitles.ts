import { SUBTITLE_LINES } from '../seed/data/subtitles.ts'

/**
 * An episode's subtitles, served beside its media under the same grant: one WebVTT file per
 * language covering the whole episode (`subs/<lang>.vtt`), named by a one-segment playlist
 * (`subs/<lang>.m3u8`) that the master lists as `EXT-X-MEDIA:TYPE=SUBTITLES`, so hls.js and native
 * players both find it.
 */
export const SUBTITLE_LANGUAGES = ['my', 'en'] as const
export type SubtitleLanguage = (typeof SUBTITLE_LANGUAGES)[number]

/** Data id of the master's line that names the title's spoken language. */
export const LANGUAGE_DATA_ID = 'com.yokeshin.language'

const GROUP = 'subs'
const NAMES: Record<SubtitleLanguage, string> = { my: 'မြန်မာ', en: 'English' }
// Each line shows from half a second into a 4 s segment of the clip to half a second before its end.
const SLOT_MS = 4000
const SHOW_MS = 3000
const LEAD_MS = 500

export const subtitlePlaylistPath = (lang: SubtitleLanguage) => `${GROUP}/${lang}.m3u8`
const vttName = (lang: SubtitleLanguage) => `${lang}.vtt`

/** Data id of the master's line that gives a series episode's intro, `<start>-<end>` in seconds. */
export const INTRO_DATA_ID = 'com.yokeshin.intro'

/**
 * The master with its subtitle renditions, each variant pointing at them, the title's language,
 * and the episode's intro when it has one.
 */
export function masterWithSubtitles(master: string, spokenLanguage: string, intro: { start: number; end: number } | null = null): string {
  const media = SUBTITLE_LANGUAGES.map(
    (lang) =>
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${GROUP}",NAME="${NAMES[lang]}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,URI="${subtitlePlaylistPath(lang)}"`,
  )
  const data = [`#EXT-X-SESSION-DATA:DATA-ID="${LANGUAGE_DATA_ID}",VALUE="${spokenLanguage}"`]
  if (intro) data.push(`#EXT-X-SESSION-DATA:DATA-ID="${INTRO_DATA_ID}",VALUE="${intro.start}-${intro.end}"`)
  const lines = master.split(/\r?\n/).map((l) => (l.startsWith('#EXT-X-STREAM-INF:') ? `${l},SUBTITLES="${GROUP}"` : l))
  const at = lines.findIndex((l) => l.startsWith('#EXT-X-STREAM-INF:'))
  lines.splice(at < 0 ? lines.length : at, 0, ...data, ...media)
  return lines.join('\n')
}

/** `subs/my.m3u8` → 'my'; null for anything else. */
export function subtitleFile(path: string): { lang: SubtitleLanguage; kind: 'playlist' | 'vtt' } | null {
  const m = /^subs\/([a-z]{2})\.(m3u8|vtt)$/.exec(path)
  const lang = SUBTITLE_LANGUAGES.find((l) => l === m?.[1])
  if (!m || !lang) return null
  return { lang, kind: m[2] === 'vtt' ? 'vtt' : 'playlist' }
}

export function subtitlePlaylist(lang: SubtitleLanguage, servedMs: number): string {
  const seconds = Math.max(1, Math.ceil(servedMs / 1000))
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${seconds}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${(servedMs / 1000).toFixed(3)},`,
    vttName(lang),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n')
}

const stamp = (ms: number) => {
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  const s = Math.floor((ms % 60_000) / 1000)
  const pad = (n: number, w = 2) => String(n).padStart(w, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`
}

/**
 * The episode's cues, a line per 4 s of the clip, up to where its media ends. Episodes start at
 * different lines, so neighbouring episodes do not read the same.
 */
export function episodeVtt(lang: SubtitleLanguage, episodeId: number, servedMs: number): string {
  const lines = SUBTITLE_LINES[lang]
  const out = ['WEBVTT', '']
  // The stream's timestamps start at zero, like the cues: no X-TIMESTAMP-MAP offset is needed.
  for (let slot = 0, start = LEAD_MS; start + SHOW_MS <= servedMs; slot++, start += SLOT_MS) {
    const text = lines[(episodeId + slot) % lines.length] ?? ''
    out.push(`${stamp(start)} --> ${stamp(start + SHOW_MS)}`, text, '')
  }
  return out.join('\n')
}

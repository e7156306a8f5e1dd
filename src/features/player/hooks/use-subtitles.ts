import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { defaultSubtitle, nextSubtitle, type SubtitleChoice, type SubtitleLanguage } from '../controls/subtitles'
import { readPlayerPrefs, writePlayerPrefs, type PlayerPrefs } from '../controls/preferences'
import { addCueTrack, loadCues, type FetchText, type SubtitleInfo } from '../subtitles/tracks'

export type SubtitleStatus = 'idle' | 'loading' | 'failed'

/** The subtitles on screen: the language (default rule, then the remembered choice), cues loaded once chosen, the active text. */
export function useSubtitles(video: RefObject<HTMLVideoElement | null>, info: SubtitleInfo | null, fetchText: FetchText, uiLocale: string) {
  const [prefs, setPrefs] = useState<PlayerPrefs>(readPlayerPrefs)
  const burmeseTitle = info?.titleLanguage === 'my'
  const remembered = burmeseTitle ? prefs.subtitlesBurmeseTitles : prefs.subtitlesOtherTitles
  const available: SubtitleLanguage[] = info?.sources.map((s) => s.lang) ?? []
  const [chosen, setChosen] = useState<SubtitleChoice | null>(null)
  const choice: SubtitleChoice =
    chosen ?? (info ? defaultSubtitle({ uiLocale, titleLanguage: info.titleLanguage, remembered, available }) : 'off')
  // Each keyed by its language, so a change of language never shows the last one's line or state.
  const [cue, setCue] = useState<{ lang: SubtitleLanguage; text: string | null } | null>(null)
  const [load, setLoad] = useState<{ lang: SubtitleLanguage; status: SubtitleStatus } | null>(null)
  const tracks = useRef(new Map<SubtitleLanguage, TextTrack>())

  useEffect(() => {
    const v = video.current
    for (const [lang, track] of tracks.current) track.mode = lang === choice ? 'hidden' : 'disabled'
    if (!v || !info || choice === 'off') return
    const source = info.sources.find((s) => s.lang === choice)
    if (!source?.url) return
    const url = source.url
    let live = true
    let track: TextTrack | null = null
    const show = () => {
      const active = track?.activeCues
      const lines = active ? Array.from(active, (c) => (c as VTTCue).text) : []
      setCue({ lang: source.lang, text: lines.length > 0 ? lines.join('\n') : null })
    }
    const kept = tracks.current.get(source.lang)
    const ready = kept
      ? Promise.resolve(kept)
      : (setLoad({ lang: source.lang, status: 'loading' }),
        loadCues(url, fetchText)
          .catch(() => null)
          .then((cues) => {
            if (!cues || !live) return null
            const t = tracks.current.get(source.lang) ?? addCueTrack(v, source, cues)
            tracks.current.set(source.lang, t)
            return t
          }))
    void ready.then((t) => {
      if (!live) return
      setLoad({ lang: source.lang, status: t ? 'idle' : 'failed' })
      if (!t) return
      track = t
      t.mode = 'hidden'
      t.addEventListener('cuechange', show)
      show()
    })
    return () => {
      live = false
      track?.removeEventListener('cuechange', show)
    }
  }, [video, info, choice, fetchText])

  const patchPrefs = useCallback((patch: Partial<PlayerPrefs>) => setPrefs(writePlayerPrefs(patch)), [])

  const choose = (next: SubtitleChoice) => {
    setChosen(next)
    patchPrefs(burmeseTitle ? { subtitlesBurmeseTitles: next } : { subtitlesOtherTitles: next })
  }

  return {
    choice,
    available,
    text: choice !== 'off' && cue?.lang === choice ? cue.text : null,
    status: choice !== 'off' && load?.lang === choice ? load.status : 'idle',
    size: prefs.subtitleSize,
    background: prefs.subtitleBackground,
    choose,
    cycle: () => choose(nextSubtitle(choice, available)),
    setSize: (subtitleSize: PlayerPrefs['subtitleSize']) => patchPrefs({ subtitleSize }),
    setBackground: (subtitleBackground: PlayerPrefs['subtitleBackground']) => patchPrefs({ subtitleBackground }),
  }
}

export type SubtitlesState = ReturnType<typeof useSubtitles>

import { useState } from 'react'
import { parseThumbnails, type Tile } from '../controls/seek-preview'
import type { FetchText } from '../subtitles/tracks'

export interface SeekPreview {
  tiles: Tile[] | null
  /** Asks for the thumbnail track: the first scrub does, so a viewer who never scrubs pays nothing. */
  load(): void
}

export function useSeekPreview(trackUrl: string | null, fetchText: FetchText): SeekPreview {
  const [loaded, setLoaded] = useState<{ url: string; tiles: Tile[] | null } | null>(null)
  const [asked, setAsked] = useState<string | null>(null)
  return {
    tiles: loaded && loaded.url === trackUrl ? loaded.tiles : null,
    load() {
      if (!trackUrl || asked === trackUrl) return
      setAsked(trackUrl)
      void fetchText(trackUrl).then((text) => setLoaded({ url: trackUrl, tiles: text === null ? null : parseThumbnails(text, trackUrl) }))
    },
  }
}

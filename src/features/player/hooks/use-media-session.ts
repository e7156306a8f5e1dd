import { useEffect, useRef } from 'react'

export interface SessionEpisode {
  /** The episode's title. */
  title: string
  /** The film's or series' title, when it differs from the episode's. */
  series: string | null
  artwork: string | null
}

export interface SessionActions {
  play(): void
  pause(): void
  seekBy(delta: number): void
  seekTo(seconds: number): void
  previous: (() => void) | null
  next: (() => void) | null
}

const ACTIONS = ['play', 'pause', 'seekbackward', 'seekforward', 'seekto', 'previoustrack', 'nexttrack'] as const

/** The lock screen and notification: what plays and its buttons, cleared on leave. */
export function useMediaSession(
  episode: SessionEpisode,
  actions: SessionActions,
  position: { time: number; duration: number; rate: number },
) {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  const hasPrevious = actions.previous !== null
  const hasNext = actions.next !== null
  const { title, series, artwork } = episode

  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
    if (!session || typeof MediaMetadata === 'undefined') return
    session.metadata = new MediaMetadata({
      title,
      artist: series ?? '',
      album: 'Yoke Shin',
      artwork: artwork ? [{ src: new URL(artwork, location.href).href }] : [],
    })
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
    set('play', () => latest.current.play())
    set('pause', () => latest.current.pause())
    set('seekbackward', (d) => latest.current.seekBy(-(d.seekOffset ?? 10)))
    set('seekforward', (d) => latest.current.seekBy(d.seekOffset ?? 10))
    set('seekto', (d) => {
      if (d.seekTime !== undefined) latest.current.seekTo(d.seekTime)
    })
    set('previoustrack', hasPrevious ? () => latest.current.previous?.() : null)
    set('nexttrack', hasNext ? () => latest.current.next?.() : null)
    return () => {
      session.metadata = null
      for (const a of ACTIONS) set(a, null)
    }
  }, [title, series, artwork, hasPrevious, hasNext])

  const whole = Math.floor(position.time)
  const { duration, rate } = position
  useEffect(() => {
    const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
    if (!session?.setPositionState || !(duration > 0)) return
    try {
      session.setPositionState({ duration, position: Math.min(whole, duration), playbackRate: rate })
    } catch {
      // A position the browser finds inconsistent (mid-seek): the next second corrects it.
    }
  }, [whole, duration, rate])
}

import { useEffect } from 'react'

/** Keeps the screen on while playing; released on pause and leave, asked again after the page was hidden. */
export function useWakeLock(playing: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined
    if (!playing || !wakeLock) return
    let sentinel: WakeLockSentinel | null = null
    let live = true
    const acquire = () => {
      if (document.visibilityState !== 'visible') return
      wakeLock.request('screen').then(
        (s) => {
          if (live) sentinel = s
          else void s.release()
        },
        () => undefined, // Refused (battery saver, permissions policy): the screen may dim.
      )
    }
    acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release().catch(() => undefined)
      sentinel = null
    }
  }, [playing])
}

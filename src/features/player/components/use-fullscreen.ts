import { useCallback, useEffect, useState } from 'react'

/** Full screen on the player's root, with landscape lock where the browser allows it. */
export function useFullscreen(target: React.RefObject<HTMLElement | null>, video: React.RefObject<HTMLVideoElement | null>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const sync = () => setOn(document.fullscreenElement !== null)
    document.addEventListener('fullscreenchange', sync)
    return () => {
      document.removeEventListener('fullscreenchange', sync)
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined)
      unlockOrientation()
    }
  }, [])
  const toggle = useCallback(async () => {
    try {
      if (document.fullscreenElement) {
        unlockOrientation()
        await document.exitFullscreen()
        return
      }
      const el = target.current
      if (el?.requestFullscreen) {
        await el.requestFullscreen({ navigationUI: 'hide' })
        // Landscape lock exists only in fullscreen on some phones; elsewhere it rejects, which is fine.
        const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }
        await orientation.lock?.('landscape').catch(() => undefined)
      } else {
        // iPhone Safari: only the video element itself can go full screen.
        ;(video.current as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.()
      }
    } catch {
      // Refused (no gesture, or not allowed in this frame): the player simply stays as it is.
    }
  }, [target, video])
  return { on, toggle }
}

function unlockOrientation() {
  try {
    screen.orientation?.unlock?.()
  } catch {
    // Nothing was locked.
  }
}

const MP4 = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"'

/** hls.js where MSE exists, the only way to choose and cap renditions; native playback for Safari without (Managed)MediaSource. */
export function prefersHlsJs(win: Window = window): boolean {
  const w = win as unknown as { ManagedMediaSource?: typeof MediaSource; MediaSource?: typeof MediaSource }
  const ms = w.ManagedMediaSource ?? w.MediaSource
  try {
    return typeof ms?.isTypeSupported === 'function' && ms.isTypeSupported(MP4)
  } catch {
    return false
  }
}

let hlsModule: Promise<typeof import('hls.js/light')> | null = null

/** hls.js, the light build: no subtitles, alternate audio or DRM, which the catalogue does not use. */
export function loadHls(): Promise<typeof import('hls.js/light')> {
  hlsModule ??= import('hls.js/light').catch((e: unknown) => {
    // A failed chunk load (offline) may succeed on the next try.
    hlsModule = null
    throw e
  })
  return hlsModule
}

/** Starts fetching hls.js ahead of need, where the player would use it. */
export function preloadEngine(): void {
  if (prefersHlsJs()) void loadHls().catch(() => undefined)
}

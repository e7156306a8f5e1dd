/** What the player's state learns from it. */
export interface MissingStopPatch {
  stopped?: boolean
  waiting?: boolean
}

export interface MissingStop {
  /** The engine holds a file that neither the device nor the network can give now (true), or gave it (false). */
  held(on: boolean): void
  /** The element ran out of media ('waiting'). */
  starved(): void
  /** The element was asked to play ('play'). */
  played(): void
  /** These seconds came from the network. */
  streamed(start: number, end: number): void
  /** Whether the media at `time` came from the network. */
  streamingAt(time: number): boolean
  dispose(): void
}

type MediaLike = Pick<HTMLMediaElement, 'paused' | 'readyState' | 'pause' | 'play'>

/** HTMLMediaElement.HAVE_FUTURE_DATA: below it, the element has nothing to play past this frame. */
const HAVE_FUTURE_DATA = 3

/**
 * A download still on its way, played with no network: when the element runs out of stored media
 * and the next file is held, it is paused there and the player says why, instead of spinning; once
 * the file comes (the downloader stored it, or the network answered), it plays on by itself, unless
 * the viewer paused it meanwhile.
 */
export function createMissingStop(video: MediaLike, patch: (p: MissingStopPatch) => void): MissingStop {
  let held = false
  let stopped = false
  let live = true
  const ranges: Array<[number, number]> = []
  const stop = () => {
    if (stopped || video.paused) return
    stopped = true
    video.pause()
    patch({ stopped: true, waiting: false })
  }
  return {
    held(on) {
      if (!live) return
      held = on
      if (on && !video.paused && video.readyState < HAVE_FUTURE_DATA) stop()
      if (!on && stopped) {
        stopped = false
        patch({ stopped: false })
        video.play().catch(() => undefined)
      }
    },
    starved() {
      if (live && held) stop()
    },
    played() {
      // The viewer's own play: if the file is still held, the element starves again and stops again.
      if (!stopped) return
      stopped = false
      patch({ stopped: false })
    },
    streamed(start, end) {
      if (ranges.some(([a, b]) => a === start && b === end)) return
      ranges.push([start, end])
    },
    streamingAt: (time) => ranges.some(([a, b]) => time >= a && time < b),
    dispose() {
      live = false
    },
  }
}

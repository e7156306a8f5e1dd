import { realTimers, type Timers } from './timers'

/** Controls hide after this long of playback without a touch, a mouse move or a key. */
export const HIDE_AFTER_MS = 3000

export interface AutoHide {
  /** A touch, a pointer move or a key: the controls show, and the wait starts again. */
  activity(): void
  /** A single tap on the picture: hides controls that are up during playback, else shows them. */
  toggle(): void
  /** Playing or not: controls never hide while the video is paused, waiting or ended. */
  setPlaying(playing: boolean): void
  /** A menu is open: its controls stay up until it closes. */
  setHeld(held: boolean): void
  /** A control has the keyboard's focus: the controls stay up until it leaves them (WCAG 2.4.7). */
  setFocused(focused: boolean): void
  readonly shown: boolean
  dispose(): void
}

/** The controls' visibility; the wait starts with playback, so Play then putting the phone down hides the bars. */
export function createAutoHide(onChange: (shown: boolean) => void, delayMs = HIDE_AFTER_MS, timers: Timers = realTimers): AutoHide {
  let shown = true
  let playing = false
  let held = false
  let focused = false
  let timer: unknown = null

  const set = (next: boolean) => {
    if (next === shown) return
    shown = next
    onChange(next)
  }
  const stop = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  const arm = () => {
    stop()
    if (!playing || held || focused) return
    timer = timers.setTimeout(() => {
      timer = null
      set(false)
    }, delayMs)
  }

  return {
    activity() {
      set(true)
      arm()
    },
    toggle() {
      if (shown && playing && !held && !focused) {
        stop()
        set(false)
      } else this.activity()
    },
    setPlaying(next) {
      if (next === playing) return
      playing = next
      if (!playing) set(true)
      arm()
    },
    setHeld(next) {
      held = next
      if (held) set(true)
      arm()
    },
    setFocused(next) {
      focused = next
      if (focused) set(true)
      arm()
    },
    get shown() {
      return shown
    },
    dispose: stop,
  }
}

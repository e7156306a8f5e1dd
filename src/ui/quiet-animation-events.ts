const ANIMATION_EVENTS = ['animationstart', 'animationiteration', 'animationend', 'animationcancel'] as const

/**
 * Keeps CSS animation events from reaching React's root listener. React dispatches every such
 * event through its event system, walking the fiber tree from the target up; home's skeletons
 * start about 140 pulses in one frame, which cost a cheap phone tens of milliseconds of main
 * thread for handlers the app never sets. Nothing in the app listens for them: a component that
 * one day needs `onAnimationEnd` must take its element out of this guard.
 */
export function quietAnimationEvents(win: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const stop = (event: Event) => event.stopPropagation()
  for (const type of ANIMATION_EVENTS) win.addEventListener(type, stop, { capture: true })
  return () => {
    for (const type of ANIMATION_EVENTS) win.removeEventListener(type, stop, { capture: true })
  }
}

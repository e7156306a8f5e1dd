import { useSyncExternalStore } from 'react'

// Screens asked for whose navigation has not ended: the router only knows of one once it starts.
let opening = 0
const listeners = new Set<() => void>()

function tell(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Marks a screen as asked for before the router starts on it, so that the shell's navigation bar
 * shows in the frame after the tap. Returns the function that ends the mark (once, however often
 * it is called).
 */
export function markOpening(): () => void {
  opening++
  tell()
  let ended = false
  return () => {
    if (ended) return
    ended = true
    opening--
    tell()
  }
}

/** Whether a screen has been asked for and its navigation has not ended. */
export function useOpening(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => opening > 0,
    () => false,
  )
}

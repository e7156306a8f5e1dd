// Built into an inline <script> in index.html's <head> (scripts/vite/he-gate.ts), never imported:
// the page asks for the app's script only once the check lets it render.
import { GATE_GLOBAL, afterFirstFrame, followGate, runGate } from './gate'

// Both are written in by the build.
declare const __APP_ENTRY__: string
declare const __HE_CHECKER__: string

const state = runGate(window, __HE_CHECKER__)
;(window as unknown as Record<string, unknown>)[GATE_GLOBAL] = state

followGate(window, state, () => {
  // The download starts at once...
  const preload = document.createElement('link')
  preload.rel = 'modulepreload'
  preload.href = __APP_ENTRY__
  document.head.append(preload)
  // ...and the app runs after the page's shell has painted: from a warm cache its start-up would
  // otherwise come first, and the viewer would look at a blank screen for the length of it.
  afterFirstFrame(document, () => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = __APP_ENTRY__
    document.head.append(script)
  })
})

// Built into an inline <script> in index.html's <head> (scripts/vite/he-gate.ts), never imported:
// the page asks for the app's script only once the check lets it render.
import { GATE_GLOBAL, followGate, runGate } from './gate'

// Both are written in by the build.
declare const __APP_ENTRY__: string
declare const __HE_CHECKER__: string

const state = runGate(window, __HE_CHECKER__)
;(window as unknown as Record<string, unknown>)[GATE_GLOBAL] = state

followGate(window, state, () => {
  const script = document.createElement('script')
  script.type = 'module'
  script.src = __APP_ENTRY__
  document.head.append(script)
})

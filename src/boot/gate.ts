import { storedHeToken, syncHeCookie } from '../data/he-token'
import { HE_CHECK_TIMEOUT_MS, randomState, runHeStartupCheck } from '../features/auth/he-startup'
import { readStoredLanguage } from '../i18n/locales'
import { yieldToMain } from '../lib/yield-to-main'

export { GATE_ONLY_ATTRIBUTE } from '../lib/gate-only'

/** The start-up header-enrichment check's decision, from the page's inline gate to the app. */
export interface GateState {
  /** A token arrived from the checker: the app logs in with it. */
  heArrived: boolean
  redirectTo: string | null
}

export const GATE_GLOBAL = '__HE_GATE__'

type GateWindow = Pick<Window, 'location' | 'history' | 'navigator' | 'document' | 'stop' | 'setTimeout' | 'crypto'> & {
  localStorage: Storage
  sessionStorage: Storage
}

function storage(win: GateWindow, name: 'localStorage' | 'sessionStorage'): Storage {
  try {
    return win[name]
  } catch {
    // Some private modes throw on mere access; an empty stand-in keeps start-up going.
    const memory = new Map<string, string>()
    return {
      length: 0,
      clear: () => memory.clear(),
      key: () => null,
      getItem: (k) => memory.get(k) ?? null,
      setItem: (k, v) => void memory.set(k, v),
      removeItem: (k) => void memory.delete(k),
    }
  }
}

/** Spec section 2: runs inline before the app's script is asked for, so a redirect costs one tiny page. */
export function runGate(win: GateWindow, checkerUrl: string): GateState {
  const local = storage(win, 'localStorage')
  const decision = runHeStartupCheck({
    location: win.location,
    history: win.history,
    localStorage: local,
    sessionStorage: storage(win, 'sessionStorage'),
    online: win.navigator.onLine,
    checkerUrl,
    now: Date.now,
    newState: () => randomState(win.crypto),
  })
  // Saved from the checker's answer or cleared before going to it: the cookie follows at once.
  syncHeCookie(storedHeToken(local), win.document)
  return decision.kind === 'redirect' ? { heArrived: false, redirectTo: decision.url } : { heArrived: decision.heArrived, redirectTo: null }
}

/** Unchecked: the caller matches it against the locales it knows. */
export function storedLanguage(win: GateWindow): string | null {
  return readStoredLanguage(storage(win, 'localStorage'))
}

/** The inline gate's answer (the built page runs one; the dev server's does not). */
export function readGateState(win: object): GateState | null {
  const raw: unknown = (win as Record<string, unknown>)[GATE_GLOBAL]
  if (typeof raw !== 'object' || raw === null) return null
  const { heArrived, redirectTo } = raw as Record<string, unknown>
  if (typeof heArrived !== 'boolean' || (redirectTo !== null && typeof redirectTo !== 'string')) return null
  return { heArrived, redirectTo }
}

/** Goes to the checker with the page hidden; one that never answers must not leave a blank page. */
export function followGate(win: GateWindow, state: GateState, start: () => void): void {
  if (!state.redirectTo) {
    start()
    return
  }
  win.document.documentElement.hidden = true
  win.location.assign(state.redirectTo)
  win.setTimeout(() => {
    win.stop()
    win.document.documentElement.hidden = false
    start()
  }, HE_CHECK_TIMEOUT_MS)
}

/** The checker's answer without a token: the server serves the full page there. */
export function fullPageAddress(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('token')
  url.searchParams.delete('state')
  url.searchParams.set('checked', '1')
  return url.href
}

/** After the first contentful paint (a first frame may hold nothing); at once where hidden or untold. */
export function afterContentfulPaint(
  doc: Pick<Document, 'visibilityState' | 'addEventListener'>,
  task: () => void,
  win: Partial<Pick<typeof globalThis, 'PerformanceObserver'>> = window,
): void {
  const Observer = win.PerformanceObserver
  if (doc.visibilityState === 'hidden' || !Observer?.supportedEntryTypes?.includes('paint')) {
    task()
    return
  }
  let done = false
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once()
  })
  function once() {
    if (done) return
    done = true
    observer.disconnect()
    task()
  }
  observer.observe({ type: 'paint', buffered: true })
  doc.addEventListener('visibilitychange', once, { once: true })
}

/** A task per step, so a tap on the painted shell is answered between them. */
export async function inTasksOfTheirOwn(steps: ReadonlyArray<() => void>, nextTask: () => Promise<void> = yieldToMain): Promise<void> {
  for (const [i, step] of steps.entries()) {
    if (i > 0) await nextTask()
    step()
  }
}

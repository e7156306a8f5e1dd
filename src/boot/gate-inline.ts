// Built into an inline <script> in index.html's <head> (scripts/vite/he-gate.ts), never imported:
// the page asks for the app's script only once the check lets it render.
import {
  GATE_GLOBAL,
  GATE_ONLY_ATTRIBUTE,
  afterContentfulPaint,
  followGate,
  fullPageAddress,
  inTasksOfTheirOwn,
  runGate,
  storedLanguage,
} from './gate'
import { fetchPreloads } from './fetch-preloads'
import { showBootImages } from './boot-images'
import { loadMyanmarFont } from './myanmar-font'
import { markBareShell } from './bare-shell'
import { preloadsFor, startupChunks, type PreloadMap } from './preloads'

// All three are written in by the build.
declare const __APP_ENTRY__: string
declare const __HE_CHECKER__: string
declare const __PRELOADS__: PreloadMap

markBareShell(document, location.pathname)
const state = runGate(window, __HE_CHECKER__)
;(window as unknown as Record<string, unknown>)[GATE_GLOBAL] = state

const addLink = (href: string, attributes: Partial<Pick<HTMLLinkElement, 'rel' | 'as' | 'crossOrigin'>>) => {
  const link = Object.assign(document.createElement('link'), attributes)
  link.href = href
  document.head.append(link)
}
const preload = (href: string) => addLink(href, { rel: 'modulepreload' })
// `anonymous` matches the app client's fetch(): a preload that does not match is fetched twice.
const preloadFetch = (href: string) => addLink(href, { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' })
// One module script, the entry; its chunks are preloaded beside it so none waits for its parse.
const startApp = () => {
  startupChunks(__PRELOADS__).forEach(preload)
  const script = Object.assign(document.createElement('script'), { type: 'module', src: __APP_ENTRY__ })
  document.head.append(script)
}

// A first visit's page is the gate alone, and it leaves for the checker: the rest would be sent twice.
const gateOnly = document.documentElement.hasAttribute(GATE_ONLY_ATTRIBUTE)

followGate(window, state, () => {
  if (gateOnly) {
    location.replace(fullPageAddress(location.href))
    return
  }
  // The language names the screen's strings, and whether its text needs the Myanmar font.
  const language = storedLanguage(window)
  preload(__APP_ENTRY__)
  fetchPreloads(document).forEach(preloadFetch)
  showBootImages(document)
  // After the shell's contentful paint: from a warm cache start-up would otherwise hold it back.
  afterContentfulPaint(document, () => {
    void inTasksOfTheirOwn([
      startApp,
      () => preloadsFor(location, language, __PRELOADS__).forEach(preload),
      // Not sharing the first round trips with the banner.
      () => loadMyanmarFont(document, language),
    ])
  })
})

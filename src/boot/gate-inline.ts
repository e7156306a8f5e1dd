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
// `anonymous` is the credentials mode of the app client's plain fetch(): a preload is handed only to
// a request that matches it, and any other would be fetched a second time.
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
  // The viewer's language names the screen's strings, and whether its text needs the Myanmar font.
  const language = storedLanguage(window)
  // The download starts at once, beside the API answer the screen opens on, if the page names one...
  preload(__APP_ENTRY__)
  fetchPreloads(document).forEach(preloadFetch)
  // The results a search link's shell shows: the posters of the page's largest paint.
  showBootImages(document)
  // Once the shell shows, and not before: from a warm cache the app's start-up would otherwise come
  // first, and the viewer would look at a blank screen for the length of it. Not the first frame
  // either: it can come before the body is parsed, and then the app's start-up still holds the
  // shell's paint back. Each step is a task of its own, so a tap on the shell is answered between.
  afterContentfulPaint(document, () => {
    void inTasksOfTheirOwn([
      startApp,
      // The chunks the screen would otherwise ask for one after another: its first paint needs none.
      () => preloadsFor(location, language, __PRELOADS__).forEach(preload),
      // After the shell's paint: the font would otherwise share the first round trips with the banner.
      () => loadMyanmarFont(document, language),
    ])
  })
})

/**
 * What the offline bar and the error views say about the network, judged from what the API client
 * actually saw, and from the browser's word where that can be trusted. Three questions are kept
 * apart, because each has its own answer for the viewer:
 * - is the device connected at all (`offline`: navigator.onLine false, or a probe beyond our
 *   server found nothing either);
 * - does our server answer (`slow`: it timed out; `unreachable`: it refused, or a gateway answered
 *   5xx for it);
 * - does the screen show content stored on the device (`saved`, told by the screens themselves).
 * A network failure alone cannot tell a dead link from a dead server: until a probe says which, it
 * counts as the server's (`unsure`), which is never false: the server indeed cannot be reached.
 * No React here; the UI subscribes with useSyncExternalStore. The late part (connectivity-watch.ts)
 * probes and asks the server again until it answers.
 */

type Listener = () => void

export type Reach = 'online' | 'offline' | 'slow' | 'unreachable'

/** What one request found: an answer, no answer in time, no network, or a gateway/server outage. */
export type Outcome = 'answered' | 'timeout' | 'network' | 'server-down'

export interface ConnectivityState {
  readonly reach: Reach
  /** The failure might be the device's own link; a probe beyond our server can tell. */
  readonly unsure: boolean
  /** Some screen shows content read from the device. */
  readonly saved: boolean
  /** A screen shows stored content and nothing has told lately whether the server is there. */
  readonly checkWanted: boolean
}

export interface Connectivity {
  state(): ConnectivityState
  subscribe(listener: Listener): () => void
  /** Told by the API client after each call. */
  report(outcome: Outcome): void
  /** The browser's word: false means no network at all; true means ask the server again. */
  device(online: boolean): void
  /** The probe beyond our server: false confirms that the device has no connection. */
  settle(internetReachable: boolean): void
  /** A screen shows stored content until it calls the function returned. */
  showSaved(): () => void
  /** When the last outcome was reported, or null. */
  heardAt(): number | null
  /** The check a screen asked for has been made (or made unnecessary). */
  checked(): void
}

/** How long an outcome stays news: a screen opened later from the device asks again. */
export const HEARD_FRESH_MS = 30_000

export interface ConnectivityOptions {
  initial?: Reach
  /** navigator.onLine, read when an outcome arrives (a phone may change it without an event). */
  deviceOnline?: () => boolean
  now?: () => number
}

export function createConnectivity({
  initial = 'online',
  deviceOnline = () => true,
  now = Date.now,
}: ConnectivityOptions = {}): Connectivity {
  // Two facts, kept apart: whether the device has a link, and what our server did last.
  let linkDown = initial === 'offline'
  let server: Exclude<Reach, 'offline'> = initial === 'offline' ? 'online' : initial
  let unsure = false
  let checkWanted = false
  let saved = 0
  let heard: number | null = null
  let state: ConnectivityState = { reach: initial, unsure, saved: false, checkWanted }
  const listeners = new Set<Listener>()

  function publish() {
    const reach: Reach = linkDown ? 'offline' : server
    const next: ConnectivityState = { reach, unsure: unsure && reach !== 'online', saved: saved > 0, checkWanted }
    if (next.reach === state.reach && next.unsure === state.unsure && next.saved === state.saved && next.checkWanted === state.checkWanted)
      return
    state = next
    for (const l of [...listeners]) l()
  }

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    report(outcome) {
      heard = now()
      checkWanted = false
      if (!deviceOnline()) {
        // The device's own word that it has no network outweighs an answer: that answer came from
        // somewhere the page itself cannot reach (only an emulated offline page hears its worker's
        // fetches). A failure then says nothing about our server.
        linkDown = true
        if (outcome === 'answered') server = 'online'
      } else if (outcome === 'answered' || outcome === 'server-down') {
        // Something answered: the link works.
        linkDown = false
        unsure = false
        server = outcome === 'answered' ? 'online' : 'unreachable'
      } else {
        server = outcome === 'timeout' ? 'slow' : 'unreachable'
        unsure = true
      }
      publish()
    },
    device(online) {
      if (online && (linkDown || server !== 'online')) checkWanted = true
      linkDown = !online
      publish()
    },
    settle(internetReachable) {
      if (!unsure) return
      unsure = false
      linkDown = !internetReachable
      publish()
    },
    showSaved() {
      saved++
      const stale = heard === null || now() - heard > HEARD_FRESH_MS
      if (state.reach === 'online' && stale) checkWanted = true
      publish()
      let released = false
      return () => {
        if (released) return
        released = true
        saved--
        publish()
      }
    },
    heardAt: () => heard,
    checked() {
      checkWanted = false
      publish()
    },
  }
}

/**
 * How a status counts: 502, 503, 504 (and what gateways add above them) mean our server is not
 * serving; 500 and 501 are our server answering about one call; 511 is a session answer.
 */
export function outcomeOfStatus(status: number): Outcome {
  return status >= 502 && status !== 511 ? 'server-down' : 'answered'
}

interface BrowserLike {
  addEventListener(type: string, listener: () => void): void
  navigator?: { onLine?: boolean }
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** The page's store. */
export const connectivity: Connectivity = createConnectivity({ deviceOnline: browserOnline })

/**
 * The browser's word, where it can be trusted. `navigator.onLine` false means no network at all
 * (flight mode, data off): a launch like that shows the bar at once, even on a screen that reads
 * only from the device and sends no request. The `offline` event says the same later. The `online`
 * event asks the server again; a phone reports online on a dead 3G link, so true is never taken as
 * proof on its own, and a phone whose radio comes back quietly fires no event at all, which is why
 * the watcher also asks the server again on its own.
 */
export function followBrowserConnectivity(target: BrowserLike, store: Connectivity = connectivity): void {
  if (target.navigator?.onLine === false) store.device(false)
  target.addEventListener('offline', () => store.device(false))
  target.addEventListener('online', () => store.device(true))
}

/**
 * Header the service worker adds to an API answer it took from its cache: `timeout` when the
 * server was too slow, `network` when the request found no network or server.
 */
export const CACHE_FALLBACK_HEADER = 'X-SW-Fallback'

/** The outcome an answer from the worker's cache stands for. */
export const outcomeOfFallback = (value: string): Outcome => (value === 'timeout' ? 'timeout' : 'network')

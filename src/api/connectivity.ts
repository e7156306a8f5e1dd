// The network as the API client saw it: the device's link, our server, and whether a screen shows saved
// content are kept apart, for each has its own words. A bare network failure counts as the server's
// (`unsure`) until a probe says which; connectivity-watch.ts probes.

type Listener = () => void

export type Reach = 'online' | 'offline' | 'slow' | 'unreachable'

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
        // The device's "no network" outweighs an answer (only an emulated offline page hears its worker).
        linkDown = true
        if (outcome === 'answered') server = 'online'
      } else if (outcome === 'answered' || outcome === 'server-down') {
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

/** 502 and above (but 511, a session answer) mean our server is not serving; 500 and 501 answer one call. */
export function outcomeOfStatus(status: number): Outcome {
  return status >= 502 && status !== 511 ? 'server-down' : 'answered'
}

interface BrowserLike {
  addEventListener(type: string, listener: () => void): void
  navigator?: { onLine?: boolean }
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false

export const connectivity: Connectivity = createConnectivity({ deviceOnline: browserOnline })

/** `onLine` false is trusted at once; `online` only asks the server again (a dead 3G link reports online). */
export function followBrowserConnectivity(target: BrowserLike, store: Connectivity = connectivity): void {
  if (target.navigator?.onLine === false) store.device(false)
  target.addEventListener('offline', () => store.device(false))
  target.addEventListener('online', () => store.device(true))
}

/** Set by the service worker on an API answer from its cache: `timeout` or `network`. */
export const CACHE_FALLBACK_HEADER = 'X-SW-Fallback'

export const outcomeOfFallback = (value: string): Outcome => (value === 'timeout' ? 'timeout' : 'network')

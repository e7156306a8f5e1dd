/**
 * Whether the server can be reached, judged from what the API client actually saw: a request that
 * failed for lack of network (no connection, timeout) or that the service worker answered from its
 * cache because the network did not, says offline; any answer from the server says online. The
 * browser's `offline` event also says offline. navigator.onLine alone is not trusted: it reports
 * online on a dead 3G link. No React here; the UI subscribes with useSyncExternalStore.
 */

type Listener = () => void

export interface Connectivity {
  isOffline(): boolean
  subscribe(listener: Listener): () => void
  /** true: the server answered; false: the request found no network. */
  report(reachable: boolean): void
}

export function createConnectivity(initiallyOffline = false): Connectivity {
  let offline = initiallyOffline
  const listeners = new Set<Listener>()
  return {
    isOffline: () => offline,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    report(reachable) {
      if (offline === !reachable) return
      offline = !reachable
      for (const l of [...listeners]) l()
    },
  }
}

interface BrowserLike {
  addEventListener(type: string, listener: () => void): void
  navigator?: { onLine?: boolean }
}

/** The page's store. */
export const connectivity: Connectivity = createConnectivity()

/**
 * The browser's word, where it can be trusted. `navigator.onLine` false means no network at all
 * (flight mode, data off): a launch like that shows the bar at once, even on a screen that reads
 * only from the device and sends no request. The `offline` event says the same later. The `online`
 * event marks a network coming back and clears the bar; if the server still cannot be reached, the
 * next request says so again (a phone reports online on a dead 3G link, so true is never taken as
 * proof on its own).
 */
export function followBrowserConnectivity(target: BrowserLike, store: Connectivity = connectivity): void {
  if (target.navigator?.onLine === false) store.report(false)
  target.addEventListener('offline', () => store.report(false))
  target.addEventListener('online', () => store.report(true))
}

/** Header the service worker adds to an API answer it took from its cache after the network failed. */
export const CACHE_FALLBACK_HEADER = 'X-SW-Fallback'

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

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void
}

/** The page's store; the browser's `offline` event flips it on at once. */
export const connectivity: Connectivity = createConnectivity()

export function listenForOfflineEvent(target: EventTargetLike, store: Connectivity = connectivity): void {
  target.addEventListener('offline', () => store.report(false))
}

/** Header the service worker adds to an API answer it took from its cache after the network failed. */
export const CACHE_FALLBACK_HEADER = 'X-SW-Fallback'

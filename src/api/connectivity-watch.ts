import { outcomeOfStatus, type Connectivity, type Outcome } from './connectivity'

/**
 * The connectivity store's late half: asks our server again on a timer until it answers (a quiet
 * radio or a returning server fires no `online`), and asks beyond our server whether there is a link.
 */
export interface WatchOptions {
  store: Connectivity
  /** One light request to our server, outside the worker's caches. */
  askServer: () => Promise<Outcome>
  /** Without it a network failure is never called "no connection" unless the browser says so. */
  askInternet?: () => Promise<boolean>
  target?: { addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void }
  visible?: () => boolean
  now?: () => number
}

export const RETRY_DELAYS_MS = [5_000, 10_000, 20_000, 30_000] as const

/** A screen asked whether the server is there: a request already on its way may answer first. */
export const CHECK_DELAY_MS = 1_000

export function watchConnectivity({
  store,
  askServer,
  askInternet,
  target,
  visible = () => true,
  now = Date.now,
}: WatchOptions): () => void {
  let asking = false
  let probing = false
  let retries = 0
  let retryTimer: ReturnType<typeof setTimeout> | null = null
  let checkTimer: ReturnType<typeof setTimeout> | null = null
  let stopped = false

  async function ask(): Promise<void> {
    if (asking || stopped) return
    asking = true
    try {
      store.report(await askServer())
    } finally {
      asking = false
    }
    store.checked()
    schedule()
  }

  function clearRetry() {
    if (retryTimer !== null) clearTimeout(retryTimer)
    retryTimer = null
  }

  function schedule() {
    if (stopped) return
    if (store.state().reach === 'online') {
      clearRetry()
      retries = 0
      return
    }
    if (retryTimer !== null || asking) return
    const delay = RETRY_DELAYS_MS[Math.min(retries, RETRY_DELAYS_MS.length - 1)]
    retries++
    retryTimer = setTimeout(() => {
      retryTimer = null
      // A page in the background waits: it asks again when it comes back to the foreground.
      if (visible()) void ask()
    }, delay)
  }

  function askNow() {
    if (store.state().reach === 'online') return
    clearRetry()
    retries = 0
    void ask()
  }

  function onChange() {
    const s = store.state()
    if (s.checkWanted && checkTimer === null) {
      const askedAt = now()
      checkTimer = setTimeout(() => {
        checkTimer = null
        const heard = store.heardAt()
        // A request of the screen's own answered meanwhile: no need to ask.
        if (heard !== null && heard >= askedAt) store.checked()
        else void ask()
      }, CHECK_DELAY_MS)
    }
    if (s.unsure && askInternet && !probing) {
      probing = true
      void askInternet()
        .catch(() => false)
        .then((reached) => {
          probing = false
          if (!stopped) store.settle(reached)
        })
    }
    schedule()
  }

  const onVisible = () => {
    if (visible()) askNow()
  }
  const unsubscribe = store.subscribe(onChange)
  target?.addEventListener('online', askNow)
  target?.addEventListener('visibilitychange', onVisible)
  onChange()

  return () => {
    stopped = true
    unsubscribe()
    clearRetry()
    if (checkTimer !== null) clearTimeout(checkTimer)
    target?.removeEventListener('online', askNow)
    target?.removeEventListener('visibilitychange', onVisible)
  }
}

/** Only a timeout's own name tells it from a failed connection. */
function outcomeOfThrown(e: unknown): Outcome {
  return typeof e === 'object' && e !== null && 'name' in e && e.name === 'TimeoutError' ? 'timeout' : 'network'
}

/** HEAD: no worker cache answers it (its routes take GET only). */
export function headRequest(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): () => Promise<Outcome> {
  return async () => {
    try {
      const res = await fetchImpl(url, { method: 'HEAD', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(timeoutMs) })
      return outcomeOfStatus(res.status)
    } catch (e) {
      return outcomeOfThrown(e)
    }
  }
}

/** A "generate_204" host beyond our server; opaque, for only whether an answer came matters. */
export function internetProbe(
  url: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): () => Promise<boolean> {
  return async () => {
    try {
      await fetchImpl(url, {
        method: 'GET',
        mode: 'no-cors',
        cache: 'no-store',
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      })
      return true
    } catch {
      return false
    }
  }
}

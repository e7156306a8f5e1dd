import { yieldToMain } from '../../../lib/yield-to-main'

type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'arrayBuffer'>>

export interface PrefetchDeps {
  fetch: Fetch
  /** What the page has already fetched: the resource timing entries' names (absolute URLs). */
  fetched: () => Iterable<string>
  origin: string
  /** Ends the task: each request starts in a task of its own. */
  yield: () => Promise<void>
}

const browserDeps = (): PrefetchDeps => ({
  fetch: (url, init) => fetch(url, init),
  fetched: () => performance.getEntriesByType('resource').map((e) => e.name),
  origin: location.origin,
  yield: () => yieldToMain(),
})

/**
 * Brings code into the HTTP cache (and the worker's chunk cache) without compiling or running it.
 * An `import()` would do both at once, on the main thread, while the screen that asked is still
 * loading: for hls.js that is the largest task on a title's page on a cheap phone. Files the page
 * already fetched are skipped. Each request starts in a task of its own: starting one costs the
 * main thread little on a phone, but a traced page records its stack, and eight of them made one
 * task long enough to block. Failures are dropped: the tap that needs the code fetches it again.
 */
export async function prefetchCode(urls: string[], deps: PrefetchDeps = browserDeps()): Promise<void> {
  const have = new Set(deps.fetched())
  const wanted = [...new Set(urls)].filter((url) => !have.has(new URL(url, deps.origin).href))
  const fetchOne = async (url: string) => {
    try {
      const res = await deps.fetch(url, { priority: 'low', credentials: 'same-origin' })
      // Only a body read to its end is kept by the cache.
      if (res.ok) await res.arrayBuffer()
    } catch {
      // Offline, or the link dropped: nothing is lost but the head start.
    }
  }
  const started: Array<Promise<void>> = []
  for (const [i, url] of wanted.entries()) {
    if (i > 0) await deps.yield()
    started.push(fetchOne(url))
  }
  await Promise.all(started)
}

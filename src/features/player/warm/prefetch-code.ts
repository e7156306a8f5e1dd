type Fetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'arrayBuffer'>>

export interface PrefetchDeps {
  fetch: Fetch
  /** What the page has already fetched: the resource timing entries' names (absolute URLs). */
  fetched: () => Iterable<string>
  origin: string
}

const browserDeps = (): PrefetchDeps => ({
  fetch: (url, init) => fetch(url, init),
  fetched: () => performance.getEntriesByType('resource').map((e) => e.name),
  origin: location.origin,
})

/** Fetches code into the caches without compiling it (an `import()` would compile hls.js on the main thread); failures are dropped. */
export async function prefetchCode(urls: string[], deps: PrefetchDeps = browserDeps()): Promise<void> {
  const have = new Set(deps.fetched())
  const wanted = [...new Set(urls)].filter((url) => !have.has(new URL(url, deps.origin).href))
  await Promise.all(
    wanted.map(async (url) => {
      try {
        const res = await deps.fetch(url, { priority: 'low', credentials: 'same-origin' })
        // Only a body read to its end is kept by the cache.
        if (res.ok) await res.arrayBuffer()
      } catch {
        // Offline, or the link dropped: nothing is lost but the head start.
      }
    }),
  )
}

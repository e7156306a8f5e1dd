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

/**
 * Brings code into the HTTP cache (and the worker's chunk cache) without compiling or running it:
 * an `import()` would compile hls.js on the main thread while the title's page is still loading.
 * Files the page already fetched are skipped; failures are dropped, as the tap that needs the code
 * fetches it again.
 */
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

/**
 * Cache Storage in memory, as much of it as the downloads' store and the worker use: keys are
 * absolute addresses (relative ones resolve against `origin`, as in a page or worker), bodies are
 * kept as bytes so a stored response can be read more than once. `failPutAfter` makes the put that
 * many puts later throw a QuotaExceededError, as a full disk does.
 */
export function memoryCacheStorage(origin = 'https://app.test') {
  const stores = new Map<string, Map<string, { body: ArrayBuffer; init: ResponseInit }>>()
  const state = { failPutAfter: Infinity, puts: 0 }
  const keyOf = (request: RequestInfo | URL) =>
    new URL(typeof request === 'string' || request instanceof URL ? request : request.url, origin).href

  const cacheOf = (entries: Map<string, { body: ArrayBuffer; init: ResponseInit }>): Cache =>
    ({
      async put(request: RequestInfo | URL, response: Response) {
        if (state.puts >= state.failPutAfter) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
        state.puts++
        const body = await response.arrayBuffer()
        entries.set(keyOf(request), { body, init: { status: response.status, headers: [...response.headers] } })
      },
      async match(request: RequestInfo | URL) {
        const e = entries.get(keyOf(request))
        return e ? new Response(e.body.slice(0), e.init) : undefined
      },
      async delete(request: RequestInfo | URL) {
        return entries.delete(keyOf(request))
      },
      async keys() {
        return [...entries.keys()].map((k) => new Request(k))
      },
    }) as unknown as Cache

  const caches = {
    async open(name: string) {
      let entries = stores.get(name)
      if (!entries) stores.set(name, (entries = new Map()))
      return cacheOf(entries)
    },
    async has(name: string) {
      return stores.has(name)
    },
    async delete(name: string) {
      return stores.delete(name)
    },
    async keys() {
      return [...stores.keys()]
    },
    async match(request: RequestInfo | URL) {
      for (const entries of stores.values()) {
        const hit = await cacheOf(entries).match(request)
        if (hit) return hit
      }
      return undefined
    },
  } as unknown as CacheStorage

  /** Every stored key of a cache, as paths, sorted. */
  const paths = (name: string) => [...(stores.get(name)?.keys() ?? [])].map((k) => new URL(k).pathname).sort()
  return { caches, state, paths }
}

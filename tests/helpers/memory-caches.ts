/**
 * Cache Storage in memory, as the downloads engine uses it: named caches of whole responses keyed by
 * URL, written whole or not at all. `limitBytes` makes a put that would pass it fail with a
 * QuotaExceededError, as a full disk does, and stores nothing for it.
 */
export class MemoryCache implements Cache {
  readonly entries = new Map<string, { body: Uint8Array; headers: [string, string][]; status: number }>()

  constructor(private readonly owner: MemoryCacheStorage) {}

  private key(request: RequestInfo | URL): string {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url
    return new URL(url, this.owner.base).href
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    const key = this.key(request)
    const body = new Uint8Array(await response.arrayBuffer())
    const before = this.entries.get(key)?.body.byteLength ?? 0
    if (this.owner.usedBytes() - before + body.byteLength > this.owner.limitBytes) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const headers: [string, string][] = []
    response.headers.forEach((value, name) => headers.push([name, value]))
    this.entries.set(key, { body, headers, status: response.status })
    this.owner.puts.push(key)
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const e = this.entries.get(this.key(request))
    return e ? new Response(e.body.slice(), { status: e.status, headers: e.headers }) : undefined
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.key(request))
  }

  async keys(): Promise<ReadonlyArray<Request>> {
    return [...this.entries.keys()].map((k) => new Request(k))
  }

  async add(): Promise<void> {
    throw new Error('not used by the engine')
  }

  async addAll(): Promise<void> {
    throw new Error('not used by the engine')
  }

  async matchAll(): Promise<ReadonlyArray<Response>> {
    throw new Error('not used by the engine')
  }
}

export class MemoryCacheStorage implements CacheStorage {
  readonly caches = new Map<string, MemoryCache>()
  readonly puts: string[] = []
  limitBytes = Number.POSITIVE_INFINITY

  constructor(readonly base = 'http://app.test/') {}

  usedBytes(): number {
    let n = 0
    for (const c of this.caches.values()) for (const e of c.entries.values()) n += e.body.byteLength
    return n
  }

  async open(name: string): Promise<MemoryCache> {
    let c = this.caches.get(name)
    if (!c) {
      c = new MemoryCache(this)
      this.caches.set(name, c)
    }
    return c
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name)
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name)
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()]
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    for (const c of this.caches.values()) {
      const r = await c.match(request)
      if (r) return r
    }
    return undefined
  }

  /** Paths (below the origin) of every stored key. */
  paths(): string[] {
    return [...this.caches.values()].flatMap((c) => [...c.entries.keys()].map((k) => new URL(k).pathname)).sort()
  }
}

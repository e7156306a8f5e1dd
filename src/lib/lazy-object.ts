/**
 * Fetched on the first call of any method; while it cannot load, calls answer `unavailable(method)` and
 * the next asks again. `idle` methods never load it: they act only on a loaded object (a stop).
 */
export function lazyObject<T extends object>(
  load: () => Promise<T>,
  unavailable: (method: keyof T) => unknown,
  idle: ReadonlyArray<keyof T> = [],
): T {
  let loading: Promise<T> | null = null
  const get = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    }))
  return new Proxy({} as T, {
    get:
      (_, name) =>
      (...args: unknown[]) => {
        const key = name as keyof T
        const call = (target: T) => (target[key] as (...a: unknown[]) => unknown).apply(target, args)
        return idle.includes(key) ? void loading?.then(call, () => undefined) : get().then(call, () => unavailable(key))
      },
  })
}

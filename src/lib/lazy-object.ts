/**
 * An object whose implementation is fetched on the first call of any of its methods, so its code
 * stays out of the first download. Each call answers what the loaded object answers; while the code
 * cannot be loaded (offline before the worker cached it, an old tab after a deploy) it answers
 * `unavailable(method)` instead, and the next call asks for the code again. The methods named in
 * `idle` never load the code: they act only on an object already loaded (a stop, a tear-down).
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

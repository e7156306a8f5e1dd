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
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    return loading
  }
  const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>()
  return new Proxy({} as T, {
    get(_, name) {
      let method = methods.get(name)
      if (!method) {
        const key = name as keyof T
        const call = (target: T, args: unknown[]) => (target[key] as (...a: unknown[]) => unknown).apply(target, args)
        method = idle.includes(key)
          ? (...args) => void loading?.then((target) => call(target, args), () => undefined)
          : (...args) => get().then((target) => call(target, args), () => unavailable(key))
        methods.set(name, method)
      }
      return method
    },
  })
}

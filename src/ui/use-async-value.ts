import { useEffect, useState, type DependencyList } from 'react'

/** The answer of `ask`, asked again when `deps` change: undefined until the answer for these deps arrives; a late one is dropped. */
export function useAsyncValue<T>(ask: (() => Promise<T>) | null, deps: DependencyList): T | undefined {
  const [answer, setAnswer] = useState<{ deps: DependencyList; value: T } | null>(null)
  useEffect(() => {
    if (!ask) return
    let live = true
    void ask().then((value) => {
      if (live) setAnswer({ deps, value })
    })
    return () => {
      live = false
    }
    // The caller's deps say when to ask again; `ask` is a new closure each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
  return answer && sameDeps(answer.deps, deps) ? answer.value : undefined
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]))
}

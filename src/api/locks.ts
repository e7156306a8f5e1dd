/**
 * Exclusive named locks shared by every context of the origin (tabs and the service worker) through
 * the Web Locks API. Where it is missing (old browsers, Node in tests) an in-process mutex keeps
 * the guarantee within one context, which is all such a platform can offer.
 */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T>

interface WebLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

function webLocks(): WebLocks | null {
  const nav = (globalThis as { navigator?: { locks?: WebLocks } }).navigator
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null
}

/** A FIFO mutex per name, for one JavaScript context. */
export function createInProcessLocks(): LockRunner {
  const tails = new Map<string, Promise<unknown>>()
  return <T>(name: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(name) ?? Promise.resolve()
    const run = previous.then(task, task)
    const tail = run.then(
      () => undefined,
      () => undefined,
    )
    tails.set(name, tail)
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name)
    })
    return run
  }
}

const fallback = createInProcessLocks()

/** The default: Web Locks when the platform has them, else the in-process mutex. */
export const defaultLocks: LockRunner = <T>(name: string, task: () => Promise<T>): Promise<T> => {
  const locks = webLocks()
  return locks ? locks.request(name, task) : fallback(name, task)
}

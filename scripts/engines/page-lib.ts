/*
 * What each step does inside the page, as plain functions: they are sent to the browser as source
 * (`toString()`), so they use no imports and nothing outside themselves.
 */

/** The helpers every in-page step gets as its second argument. */
export function lib() {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  const until = async <T>(what: string, test: () => T | Promise<T>, ms = 30_000): Promise<NonNullable<T>> => {
    const end = Date.now() + ms
    for (;;) {
      const v = await test()
      if (v) return v as NonNullable<T>
      if (Date.now() > end) {
        const seen = document.body.innerText.replace(/\s+/g, ' ').slice(0, 240)
        throw new Error(`timed out waiting for ${what} (at ${location.pathname}${location.search}: "${seen}")`)
      }
      await sleep(200)
    }
  }
  const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || '').replace(/\s+/g, ' ').trim()
  const find = (selector: string, pattern: string, root: ParentNode = document) =>
    [...root.querySelectorAll(selector)].filter((el) => new RegExp(pattern, 'i').test(name(el))) as HTMLElement[]
  const click = async (what: string, selector: string, pattern: string, root?: ParentNode) => {
    const el = await until(what, () => find(selector, pattern, root)[0])
    el.click()
    return el
  }
  /** Sets a field's value the way typing does, so React's change handler sees it. */
  const fill = (el: HTMLInputElement, value: string) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  }
  const idb = <T>(dbName: string, table: string) =>
    new Promise<T[]>((resolve, reject) => {
      const req = indexedDB.open(dbName)
      req.onsuccess = () => {
        const db = req.result
        if (!db.objectStoreNames.contains(table)) {
          db.close()
          return resolve([])
        }
        const all = db.transaction(table).objectStore(table).getAll()
        all.onsuccess = () => {
          db.close()
          resolve(all.result as T[])
        }
        all.onerror = () => reject(all.error)
      }
      req.onerror = () => reject(req.error)
    })
  /** Until the page has asked for nothing new for a second: a viewer does not tap before the screen has drawn what it knows. */
  const settle = async () => {
    let seen = -1
    await until('the page to settle', async () => {
      const now = performance.getEntriesByType('resource').length
      const still = now === seen
      seen = now
      if (!still) await sleep(1_000)
      return still
    })
  }
  return { sleep, until, find, click, fill, idb, settle }
}

export type Lib = ReturnType<typeof lib>

/** The source of `async (arg) => step(arg, lib())`, for `Driver.run`. */
export const inPage = <A>(step: (arg: A, l: Lib) => unknown) => `async (arg) => (${step.toString()})(arg, (${lib.toString()})())`

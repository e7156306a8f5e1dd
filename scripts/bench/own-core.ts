// The page's main thread on a core of its own, as on a phone. A phone of our viewers' class has four
// to eight cores: the page's main thread runs on one while the browser process, the compositor, the
// renderer's workers and the GPU take the others. This machine has two, and while a page loads under
// Lighthouse the scheduler keeps the main thread waiting for a core about as long as it runs
// (/proc/<pid>/task/<tid>/schedstat). Lighthouse multiplies that wait by the slowdown with the rest.
// Here every renderer's main thread gets the second core, and every other thread of the browser,
// Lighthouse and the reference server shares the first. Linux only, with util-linux's taskset.
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const PAGE_CORE = 1
export const SHARED_CORE = 0
const SCAN_MS = 10

/** The parent of a process, from /proc/<pid>/stat, whose command name may hold spaces and parentheses. */
export function parentOf(stat: string): number | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ppid = Number(fields[1])
  return Number.isInteger(ppid) && ppid > 0 ? ppid : null
}

/** Every process below `root`, from a map of each process to its parent. */
export function descendantsOf(root: number, parents: ReadonlyMap<number, number>): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const found: number[] = []
  const queue = [root]
  while (queue.length) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

async function parents(): Promise<Map<number, number>> {
  const map = new Map<number, number>()
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '')
    const ppid = stat ? parentOf(stat) : null
    if (ppid) map.set(Number(name), ppid)
  }
  return map
}

const isRenderer = async (pid: number) => (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('--type=renderer')
const threadsOf = async (pid: number) => (await readdir(`/proc/${pid}/task`).catch(() => [] as string[])).map(Number)

/** Sets one thread's cores; with `all`, every thread of the process. A thread that has ended is no error. */
async function pin(id: number, cores: string, all = false): Promise<void> {
  await run('taskset', [...(all ? ['-a'] : []), '-p', '-c', cores, String(id)]).catch(() => undefined)
}

export interface OwnCore {
  /** Stops following the browser and gives Lighthouse and the server every core back. */
  stop(): Promise<void>
}

/** Whether this machine can give the page a core of its own: Linux, two cores or more, and taskset. */
export async function canPinCores(): Promise<boolean> {
  if (process.platform !== 'linux' || availableParallelism() < 2) return false
  return run('taskset', ['-p', String(process.pid)]).then(() => true, () => false)
}

/**
 * Gives every renderer main thread of the browser `browserPid` the page's core, and every other
 * thread of it, of this process and of `alsoShared` (the reference server) the shared core, until
 * `stop()`. Threads are followed as they start: a renderer's later threads inherit its main thread's
 * core and are moved back.
 */
export async function ownCoreForPage(browserPid: number, alsoShared: number[] = []): Promise<OwnCore> {
  const all = `0-${availableParallelism() - 1}`
  const outside = [process.pid, ...alsoShared]
  await Promise.all(outside.map((pid) => pin(pid, String(SHARED_CORE), true)))
  const placed = new Set<string>()
  let stopped = false
  const scan = async () => {
    const below = descendantsOf(browserPid, await parents())
    for (const pid of [browserPid, ...below]) {
      const renderer = await isRenderer(pid)
      for (const tid of await threadsOf(pid)) {
        const core = renderer && tid === pid ? PAGE_CORE : SHARED_CORE
        const key = `${tid}:${core}`
        if (placed.has(key)) continue
        placed.add(key)
        await pin(tid, String(core))
      }
    }
  }
  const loop = (async () => {
    while (!stopped) {
      await scan().catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, SCAN_MS))
    }
  })()
  await scan()
  return {
    async stop() {
      stopped = true
      await loop
      await Promise.all(outside.map((pid) => pin(pid, all, true)))
    },
  }
}

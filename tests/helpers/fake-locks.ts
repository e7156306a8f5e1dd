import type { LockRunner } from '../../src/api/locks'

interface Waiter {
  ctx: number
  grant: () => void
}

/**
 * Web Locks as several contexts (tabs, the worker) see them: one holder per name, FIFO. A context
 * can be killed, which releases its locks and forgets its waiters, as a browser does when a tab or
 * worker dies mid-task.
 */
export class FakeLockManager {
  private holders = new Map<string, number>()
  private queues = new Map<string, Waiter[]>()
  private dead = new Set<number>()
  private next = 1

  context(): { id: number; locks: LockRunner } {
    const id = this.next++
    const locks: LockRunner = async <T>(name: string, task: () => Promise<T>): Promise<T> => {
      await this.acquire(name, id)
      try {
        return await task()
      } finally {
        if (this.holders.get(name) === id) this.release(name)
      }
    }
    return { id, locks }
  }

  kill(ctx: number): void {
    this.dead.add(ctx)
    for (const [name, q] of this.queues)
      this.queues.set(
        name,
        q.filter((w) => w.ctx !== ctx),
      )
    for (const [name, holder] of [...this.holders]) if (holder === ctx) this.release(name)
  }

  private acquire(name: string, ctx: number): Promise<void> {
    if (this.dead.has(ctx)) return new Promise(() => undefined)
    if (!this.holders.has(name)) {
      this.holders.set(name, ctx)
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const q = this.queues.get(name) ?? []
      q.push({ ctx, grant: resolve })
      this.queues.set(name, q)
    })
  }

  private release(name: string): void {
    this.holders.delete(name)
    const q = this.queues.get(name) ?? []
    const w = q.shift()
    if (w) {
      this.holders.set(name, w.ctx)
      w.grant()
    }
  }
}

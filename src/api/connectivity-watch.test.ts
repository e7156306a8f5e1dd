import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConnectivity, type Outcome } from './connectivity'
import { CHECK_DELAY_MS, headRequest, internetProbe, watchConnectivity } from './connectivity-watch'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function server(first: Outcome) {
  let answer = first
  const asked: number[] = []
  return {
    askServer: vi.fn(async () => {
      asked.push(Date.now())
      return answer
    }),
    set: (o: Outcome) => (answer = o),
    asked,
  }
}

describe('connectivity watcher', () => {
  it('asks the server again by itself, backing off, and clears the bar once it answers, with no online event', async () => {
    const store = createConnectivity({ now: () => Date.now() })
    const s = server('network')
    const stop = watchConnectivity({ store, askServer: s.askServer, now: () => Date.now() })
    store.report('network')
    const start = Date.now()
    await vi.advanceTimersByTimeAsync(5_000)
    await vi.advanceTimersByTimeAsync(10_000)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(s.asked.map((t) => t - start)).toEqual([5_000, 15_000, 35_000])
    expect(store.state().reach).toBe('unreachable')
    s.set('answered')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(store.state().reach).toBe('online')
    // Once the server answers, nothing more is asked.
    await vi.advanceTimersByTimeAsync(120_000)
    expect(s.askServer).toHaveBeenCalledTimes(4)
    stop()
  })

  it('asks at once when the browser says the network is back or the app returns to the foreground', async () => {
    const store = createConnectivity()
    const s = server('timeout')
    const target = new EventTarget()
    let visible = false
    watchConnectivity({ store, askServer: s.askServer, target, visible: () => visible })
    store.report('timeout')
    target.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(s.askServer).toHaveBeenCalledTimes(0)
    visible = true
    target.dispatchEvent(new Event('visibilitychange'))
    await vi.advanceTimersByTimeAsync(0)
    expect(s.askServer).toHaveBeenCalledTimes(1)
    s.set('answered')
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(store.state().reach).toBe('online')
  })

  it('does not ask while the app is in the background', async () => {
    const store = createConnectivity()
    const s = server('network')
    watchConnectivity({ store, askServer: s.askServer, visible: () => false })
    store.report('network')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(s.askServer).not.toHaveBeenCalled()
  })

  it('a screen showing stored content with nothing heard asks the server once, so a server that is down shows', async () => {
    const store = createConnectivity({ now: () => Date.now() })
    const s = server('network')
    watchConnectivity({ store, askServer: s.askServer, now: () => Date.now() })
    store.showSaved()
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS)
    expect(s.askServer).toHaveBeenCalledTimes(1)
    expect(store.state()).toMatchObject({ reach: 'unreachable', saved: true, checkWanted: false })
  })

  it('does not ask when the screen’s own request answers first', async () => {
    const store = createConnectivity({ now: () => Date.now() })
    const s = server('network')
    watchConnectivity({ store, askServer: s.askServer, now: () => Date.now() })
    store.showSaved()
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS / 2)
    store.report('answered')
    await vi.advanceTimersByTimeAsync(CHECK_DELAY_MS)
    expect(s.askServer).not.toHaveBeenCalled()
  })

  it('with a probe beyond the server, tells no connection from a server that is down', async () => {
    let internet = false
    const store = createConnectivity()
    watchConnectivity({ store, askServer: server('network').askServer, askInternet: async () => internet })
    store.report('network')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.state().reach).toBe('offline')

    internet = true
    store.report('answered')
    store.report('timeout')
    await vi.advanceTimersByTimeAsync(0)
    expect(store.state()).toMatchObject({ reach: 'slow', unsure: false })
  })

  it('without a probe, never calls a failure no connection', async () => {
    const store = createConnectivity()
    watchConnectivity({ store, askServer: server('network').askServer })
    store.report('network')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(store.state().reach).toBe('unreachable')
  })
})

describe('asking the server', () => {
  it('sends HEAD outside the worker’s caches and reads the status and failures', async () => {
    const seen: RequestInit[] = []
    const answer = (fn: () => Promise<Response>) =>
      headRequest('/v1/popup', 5_000, (_input, init) => {
        seen.push(init ?? {})
        return fn()
      })
    expect(await answer(async () => new Response(null, { status: 404 }))()).toBe('answered')
    expect(await answer(async () => new Response(null, { status: 503 }))()).toBe('server-down')
    expect(await answer(() => Promise.reject(new TypeError('Failed to fetch')))()).toBe('network')
    expect(await answer(() => Promise.reject(new DOMException('late', 'TimeoutError')))()).toBe('timeout')
    expect(seen[0]).toMatchObject({ method: 'HEAD', cache: 'no-store' })
  })
})

describe('the probe beyond our server', () => {
  it('counts any answer, opaque included, as a connection, and a failed request as none', async () => {
    const seen: RequestInit[] = []
    const reached = internetProbe('https://probe.test/generate_204', 5_000, async (_input, init) => {
      seen.push(init ?? {})
      return new Response(null, { status: 200 })
    })
    expect(await reached()).toBe(true)
    expect(seen[0]).toMatchObject({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' })
    expect(await internetProbe('https://probe.test/generate_204', 5_000, () => Promise.reject(new TypeError('Failed to fetch')))()).toBe(
      false,
    )
  })
})

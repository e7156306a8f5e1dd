interface PostTaskScheduler {
  yield?: () => Promise<void>
}

interface YieldScope {
  scheduler?: PostTaskScheduler
  MessageChannel?: typeof MessageChannel
}

/**
 * Ends the current task and resumes in a new one, so that the phone can paint and answer a tap in
 * between. A task longer than 50 ms is a tap left waiting, and on a phone of benchmark index 400
 * every millisecond of a desktop's script is seven. `scheduler.yield` resumes ahead of other queued
 * tasks (Chromium 129+); elsewhere a message to a channel is the soonest new task. The page's inline
 * start-up check uses it before anything else has run, so it must not throw where there is no
 * channel either: a timer is the last resort (its delay may be clamped).
 */
export function yieldToMain(scope: YieldScope = globalThis as YieldScope): Promise<void> {
  const scheduler = scope.scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  const Channel = scope.MessageChannel
  return new Promise((resolve) => {
    if (typeof Channel !== 'function') {
      setTimeout(resolve, 0)
      return
    }
    const channel = new Channel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

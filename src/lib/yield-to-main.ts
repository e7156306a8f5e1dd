interface PostTaskScheduler {
  yield?: () => Promise<void>
}

interface YieldScope {
  scheduler?: PostTaskScheduler
  MessageChannel?: typeof MessageChannel
}

/** A new task, so the phone paints and answers a tap between; never throws (the inline gate uses it). */
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

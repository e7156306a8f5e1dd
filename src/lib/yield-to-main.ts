interface PostTaskScheduler {
  yield?: () => Promise<void>
}

/**
 * Ends the current task and resumes in a new one, so that the phone can paint and answer a tap in
 * between. A task longer than 50 ms is a tap left waiting, and on a phone of benchmark index 400
 * every millisecond of a desktop's script is seven. `scheduler.yield` resumes ahead of other queued
 * tasks (Chromium 129+); elsewhere a message to a channel is the soonest new task.
 */
export function yieldToMain(scope: { scheduler?: PostTaskScheduler } = globalThis as { scheduler?: PostTaskScheduler }): Promise<void> {
  const scheduler = scope.scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterNextPaint } from './after-next-paint'

// Frames are played by hand: a callback of requestAnimationFrame runs at the start of a frame,
// before its style, layout and paint.
const frames: FrameRequestCallback[] = []
function stubFrames() {
  frames.length = 0
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined
  })
}
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => vi.unstubAllGlobals())

describe('work held back until the next frame is painted', () => {
  it('runs in a task after the frame, not before it or inside it', async () => {
    stubFrames()
    const task = vi.fn()
    afterNextPaint(task)
    await nextTask()
    expect(task).not.toHaveBeenCalled()
    frames[0]!(0)
    expect(task).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(task).toHaveBeenCalledTimes(1))
  })

  it('never runs once cancelled, before the frame or between the frame and its task', async () => {
    stubFrames()
    const early = vi.fn()
    afterNextPaint(early)()
    frames[0]!(0)
    const late = vi.fn()
    const cancel = afterNextPaint(late)
    frames[1]!(0)
    cancel()
    await nextTask()
    await nextTask()
    expect(early).not.toHaveBeenCalled()
    expect(late).not.toHaveBeenCalled()
  })
})

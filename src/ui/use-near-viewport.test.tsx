import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { useNearViewport } from './use-near-viewport'

// The layout engine here has no geometry: the observer is played by hand.
class FakeObserver {
  static last: FakeObserver | null = null
  readonly observed = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(el: Element) {
    this.observed.add(el)
  }
  unobserve(el: Element) {
    this.observed.delete(el)
  }
  disconnect() {
    this.observed.clear()
  }
  enter(el: Element, isIntersecting = true) {
    this.enterTogether([el], isIntersecting)
  }
  enterTogether(els: Element[], isIntersecting = true) {
    this.callback(
      els.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    )
  }
}

// Frames are played by hand too: a callback of requestAnimationFrame starts a frame.
const frames: FrameRequestCallback[] = []
async function paintFrame() {
  const pending = frames.splice(0)
  await act(async () => {
    for (const frame of pending) frame(0)
    // The work after a paint runs in a task posted from the frame.
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeObserver))
beforeEach(() => {
  frames.length = 0
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  vi.stubGlobal('cancelAnimationFrame', () => undefined)
})
afterEach(async () => {
  // Leaves nothing queued for the next test.
  for (let i = 0; i < 5 && frames.length > 0; i++) await paintFrame()
  cleanup()
})

function Lazy({ name, eager = false }: { name: string; eager?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(eager)
  return (
    <div ref={ref} data-testid={name}>
      {near ? `${name} drawn` : `${name} waiting`}
    </div>
  )
}

describe('drawing a part of the page as it comes near the screen', () => {
  it('waits until its element comes within reach, then stays drawn and stops watching', async () => {
    render(
      <>
        <Lazy name="a" />
        <Lazy name="b" />
      </>,
    )
    const io = FakeObserver.last!
    expect(io.options?.rootMargin).toBe('0px 0px 50% 0px')
    const a = screen.getByTestId('a')
    const b = screen.getByTestId('b')
    expect(io.observed).toEqual(new Set([a, b]))

    await act(async () => io.enter(a, false))
    expect(a.textContent).toBe('a waiting')
    await act(async () => io.enter(a))
    expect(a.textContent).toBe('a drawn')
    expect(b.textContent).toBe('b waiting')
    expect(io.observed).toEqual(new Set([b]))
  })

  it('draws an eager part at once without watching it', () => {
    render(<Lazy name="c" eager />)
    expect(screen.getByTestId('c').textContent).toBe('c drawn')
    expect(FakeObserver.last?.observed.has(screen.getByTestId('c'))).toBe(false)
  })

  it('stops watching an element that leaves the page before it came near', () => {
    const { unmount } = render(<Lazy name="d" />)
    const d = screen.getByTestId('d')
    expect(FakeObserver.last?.observed.has(d)).toBe(true)
    unmount()
    expect(FakeObserver.last?.observed.has(d)).toBe(false)
  })

  it('draws parts that come near together one per painted frame, in the order they came', async () => {
    render(
      <>
        <Lazy name="e" />
        <Lazy name="f" />
        <Lazy name="g" />
      </>,
    )
    const io = FakeObserver.last!
    const [e, f, g] = ['e', 'f', 'g'].map((name) => screen.getByTestId(name))
    await act(async () => io.enterTogether([g!, e!, f!]))
    expect([e, f, g].map((el) => el!.textContent)).toEqual(['e waiting', 'f waiting', 'g drawn'])
    await paintFrame()
    expect([e, f, g].map((el) => el!.textContent)).toEqual(['e drawn', 'f waiting', 'g drawn'])
    await paintFrame()
    expect([e, f, g].map((el) => el!.textContent)).toEqual(['e drawn', 'f drawn', 'g drawn'])
    expect(io.observed.size).toBe(0)
  })

  it('skips a part that left the page while it waited its turn, and goes on with the next', async () => {
    function Page({ withI }: { withI: boolean }) {
      return (
        <>
          <Lazy name="h" />
          {withI && <Lazy name="i" />}
          <Lazy name="j" />
        </>
      )
    }
    const { rerender } = render(<Page withI />)
    const io = FakeObserver.last!
    const [h, i, j] = ['h', 'i', 'j'].map((name) => screen.getByTestId(name))
    await act(async () => io.enterTogether([h!, i!, j!]))
    expect(h!.textContent).toBe('h drawn')
    rerender(<Page withI={false} />)
    await paintFrame()
    expect(j!.textContent).toBe('j drawn')
  })
})

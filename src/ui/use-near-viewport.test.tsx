import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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
    this.callback([{ target: el, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
  }
}

beforeAll(() => vi.stubGlobal('IntersectionObserver', FakeObserver))
afterEach(cleanup)

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
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { useOpening } from '../navigation-intent'
import { ContentLink, contentHref } from './ContentLink'

afterEach(cleanup)

async function mount(id = 7) {
  const h = dataHarness()
  const view = await renderInRouter(() => <ContentLink id={id}>Poster</ContentLink>, h, '/home')
  return { ...view, link: screen.getByRole('link', { name: 'Poster' }) }
}

describe('a link to a title', () => {
  it('writes the address the router would build for it', async () => {
    const { router } = await mount()
    for (const id of [1, 7, 12345]) {
      expect(contentHref(id)).toBe(router.buildLocation({ to: '/content', search: { id } } as never).href)
    }
  })

  it('opens the title within the app on a plain press', async () => {
    const { link } = await mount(7)
    expect(link.getAttribute('href')).toBe('/content?id=7')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    fireEvent(link, click)
    expect(click.defaultPrevented).toBe(true)
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/content?id=7')
  })

  it('answers a press before the router starts: the opening mark at once, the navigation after the next frame', async () => {
    const h = dataHarness()
    const seen: boolean[] = []
    function Mark() {
      const opening = useOpening()
      seen.push(opening)
      return <p data-testid="mark">{opening ? 'opening' : 'idle'}</p>
    }
    // Outside the router's tree, which the navigation replaces.
    render(<Mark />)
    const { router } = await renderInRouter(() => <ContentLink id={7}>Poster</ContentLink>, h, '/home')
    const navigate = vi.spyOn(router, 'navigate')
    fireEvent.click(screen.getByRole('link', { name: 'Poster' }))
    expect(screen.getByTestId('mark').textContent).toBe('opening')
    expect(navigate).not.toHaveBeenCalled()
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/content?id=7')
    expect(navigate).toHaveBeenCalledWith({ to: '/content', search: { id: 7 } })
    // The mark ends with the navigation.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(false))
  })

  it('leaves a press with a modifier key to the browser (a new tab or window)', async () => {
    const { link, router } = await mount(7)
    const navigate = vi.spyOn(router, 'navigate')
    for (const key of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, [key]: true })
      // After the app's handler, so that happy-dom does not follow the link itself.
      document.addEventListener('click', (e) => e.preventDefault(), { once: true })
      fireEvent(link, click)
      expect(navigate).not.toHaveBeenCalled()
    }
  })

  it('asks the router to preload the title when about to be pressed', async () => {
    const { link, router } = await mount(9)
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined)
    fireEvent.touchStart(link)
    fireEvent.focus(link)
    expect(preload).toHaveBeenCalledTimes(2)
    expect(preload).toHaveBeenCalledWith({ to: '/content', search: { id: 9 } })
  })
})

import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { PosterCard } from './PosterCard'

afterEach(cleanup)

async function mount(id: number) {
  // Preloading on intent, as the app's router does (src/router.tsx).
  const view = await renderInRouter(
    () => <PosterCard id={id} title="Golden Rose" image="/images/posters/1.webp" />,
    dataHarness(),
    '/home',
    {
      defaultPreload: 'intent',
    },
  )
  return { ...view, link: screen.getByRole('link', { name: 'Golden Rose' }) }
}

describe('a poster', () => {
  it("is a link to its title's page, which a plain press opens within the app", async () => {
    const { link } = await mount(7)
    expect(link.getAttribute('href')).toBe('/content?id=7')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    fireEvent(link, click)
    expect(click.defaultPrevented).toBe(true)
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/content?id=7')
  })

  it('asks the router to preload its title when about to be pressed', async () => {
    const { link, router } = await mount(9)
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined)
    fireEvent.touchStart(link)
    expect(preload).toHaveBeenCalledWith(expect.objectContaining({ to: '/content', search: { id: 9 } }))
  })
})

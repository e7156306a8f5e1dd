import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { activateSourceLocale } from '../../../../tests/setup/render-in-router'
import { Carousel } from './Carousel'
import { CAROUSEL_INTERVAL_MS } from './use-auto-advance'
import { ImageSaverContext } from '../../../ui/image-saver'

const slides = ['A', 'B', 'C'].map((name) => ({ key: name, label: name, node: <span>{name}</span> }))

function renderCarousel(saver = false) {
  activateSourceLocale()
  render(
    <I18nProvider i18n={i18n}>
      <ImageSaverContext value={saver}>
        <Carousel label="Featured" slides={slides} frameClass="" />
      </ImageSaverContext>
    </I18nProvider>,
  )
}

const activeSlide = () => document.querySelector('li[data-active="true"]')?.getAttribute('aria-label')
const dots = () => screen.getAllByRole('button', { name: /^Show banner/ })
const currentDot = () => dots().findIndex((b) => b.getAttribute('aria-current') === 'true')

describe('banner carousel', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('advances every 4000 ms and loops back to the first', () => {
    renderCarousel()
    expect(activeSlide()).toBe('A')
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1))
    expect(activeSlide()).toBe('A')
    act(() => void vi.advanceTimersByTime(1))
    expect(activeSlide()).toBe('B')
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(activeSlide()).toBe('C')
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(activeSlide()).toBe('A')
  })

  it('under the data saver stays on its slide until the viewer turns it, each turn costing a picture', () => {
    renderCarousel(true)
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(activeSlide()).toBe('A')
    fireEvent.click(dots()[1] as HTMLElement)
    expect(activeSlide()).toBe('B')
  })

  it('shows one named dot per slide that follows the position and jumps on click', () => {
    renderCarousel()
    expect(dots().map((d) => d.getAttribute('aria-label'))).toEqual(['Show banner 1 of 3', 'Show banner 2 of 3', 'Show banner 3 of 3'])
    expect(currentDot()).toBe(0)
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(currentDot()).toBe(1)
    fireEvent.click(dots()[2] as HTMLElement)
    expect(activeSlide()).toBe('C')
    expect(currentDot()).toBe(2)
  })

  it('holds still while the pointer or keyboard focus is inside', () => {
    renderCarousel()
    const frame = screen.getByRole('region', { name: 'Featured' }).firstElementChild as HTMLElement
    fireEvent.mouseEnter(frame)
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3))
    expect(activeSlide()).toBe('A')
    fireEvent.mouseLeave(frame)
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(activeSlide()).toBe('B')
  })

  it('stops with its pause button and starts again with play', () => {
    renderCarousel()
    fireEvent.click(screen.getByRole('button', { name: 'Pause banners' }))
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2))
    expect(activeSlide()).toBe('A')
    fireEvent.click(screen.getByRole('button', { name: 'Play banners' }))
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS))
    expect(activeSlide()).toBe('B')
  })

  it('keeps hidden slides out of the tab order', () => {
    renderCarousel()
    const hidden = Array.from(document.querySelectorAll('li[data-active="false"]'))
    expect(hidden).toHaveLength(2)
    for (const li of hidden) expect(li.hasAttribute('inert')).toBe(true)
  })
})

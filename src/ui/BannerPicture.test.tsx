import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { BannerPicture } from './BannerPicture'

describe('banner picture', () => {
  afterEach(cleanup)

  it('takes itself out when its image fails, leaving the frame’s grey; a different banner shows again', () => {
    const { container, rerender } = render(<BannerPicture slider="/images/sliders/1.webp" wide="/images/banners/1.webp" first />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/banners/1.webp')
    fireEvent.error(img)
    expect(container.querySelector('picture')).toBeNull()

    rerender(<BannerPicture slider="/images/sliders/2.webp" wide="/images/banners/2.webp" first />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/sliders/2.webp')
  })

  it('loads a banner after the first lazily, at normal priority', () => {
    const { container } = render(<BannerPicture slider="/images/sliders/3.webp" wide="/images/banners/3.webp" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBe('auto')
  })
})

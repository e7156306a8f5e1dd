import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render } from '@testing-library/react'
import { BannerPicture } from './BannerPicture'
import { ImageSaverContext } from './image-saver'

describe('banner picture', () => {
  afterEach(cleanup)

  it('takes itself out when its image fails, leaving the frame’s grey; a different banner shows again', () => {
    const { container, rerender } = render(<BannerPicture slider="/images/sliders/1.webp" wide="/images/banners/1.webp" first />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      '/images/banners/1.webp?w=400 400w, /images/banners/1.webp?w=600 600w, /images/banners/1.webp?w=800 800w',
    )
    fireEvent.error(img)
    expect(container.querySelector('picture')).toBeNull()

    rerender(<BannerPicture slider="/images/sliders/2.webp" wide="/images/banners/2.webp" first />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/sliders/2.webp?w=640')
  })

  it('loads a banner after the first lazily, at normal priority', () => {
    const { container } = render(<BannerPicture slider="/images/sliders/3.webp" wide="/images/banners/3.webp" />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('fetchpriority')).toBe('auto')
  })

  it('asks for every width for the pixel ratio to pick from, at the width the banner is drawn', () => {
    const { container } = render(<BannerPicture slider="/images/sliders/4.webp" wide="/images/banners/4.webp" first />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('srcset')).toBe(
      '/images/sliders/4.webp?w=320 320w, /images/sliders/4.webp?w=480 480w, /images/sliders/4.webp?w=640 640w',
    )
    expect(img.getAttribute('sizes')).toContain('100vw')
  })

  it('under the data saver asks for one width at the low quality, the address the page’s shell asks for too', () => {
    const { container } = render(
      <ImageSaverContext value={true}>
        <BannerPicture slider="/images/sliders/4.webp" wide="/images/banners/4.webp" first />
      </ImageSaverContext>,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('srcset')).toBeNull()
    expect(img.getAttribute('src')).toBe('/images/sliders/4.webp?w=480&q=low')
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe('/images/banners/4.webp?w=800&q=low')
  })
})

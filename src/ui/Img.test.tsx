import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render } from '@testing-library/react'
import { Img } from './Img'
import { ImageSaverContext } from './image-saver'

describe('an image at the size it is drawn', () => {
  afterEach(cleanup)

  it("offers every width of a catalogue picture for the screen's pixel ratio, sized as drawn", () => {
    const { container } = render(<Img src="/images/episodes/1001.webp" alt="" ratio="16 / 9" width={144} />)
    const img = container.querySelector('img')!
    expect(img.getAttribute('srcset')).toBe(
      '/images/episodes/1001.webp?w=160 160w, /images/episodes/1001.webp?w=240 240w, /images/episodes/1001.webp?w=320 320w',
    )
    expect(img.getAttribute('sizes')).toBe('144px')
  })

  it('asks under the data saver for the one width that covers it at 1×, at the low quality', () => {
    const { container } = render(
      <ImageSaverContext value={true}>
        <Img src="/images/episodes/1001.webp" alt="" ratio="16 / 9" width={144} sizes="(min-width: 640px) 176px, 144px" />
      </ImageSaverContext>,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('src')).toBe('/images/episodes/1001.webp?w=160&q=low')
    expect(img.getAttribute('srcset')).toBeNull()
    expect(img.getAttribute('sizes')).toBeNull()
  })

  it('uses a picture from another origin exactly as given', () => {
    const { container } = render(<Img src="https://cdn.example/p.jpg" alt="" ratio="1 / 1" width={64} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/p.jpg')
    expect(container.querySelector('img')?.getAttribute('srcset')).toBeNull()
  })
})

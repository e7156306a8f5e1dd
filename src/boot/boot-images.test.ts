import { describe, expect, it } from 'vitest'
import { showBootImages } from './boot-images'

function shell(readyState: DocumentReadyState, paths: string[]) {
  const doc = new DOMParser().parseFromString(
    `<body>${paths.map((p) => `<img data-boot-src="${p}" alt="">`).join('')}<img alt="" class="other"></body>`,
    'text/html',
  )
  const listeners: Array<() => void> = []
  const view = {
    readyState,
    querySelectorAll: doc.querySelectorAll.bind(doc),
    addEventListener: (type: string, fn: () => void) => {
      if (type === 'DOMContentLoaded') listeners.push(fn)
    },
  } as unknown as Document
  const srcs = () => Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src'))
  return { view, srcs, parsed: () => listeners.forEach((fn) => fn()) }
}

describe("the posters of a search page's shell", () => {
  it('are shown from their named paths, and only plain paths of this site', () => {
    const { view, srcs } = shell('interactive', [
      '/images/posters/1.webp',
      'https://evil.test/x.webp',
      '//evil.test/x',
      'javascript:alert(1)',
      '/images/posters/2.webp',
    ])
    showBootImages(view)
    expect(srcs()).toEqual(['/images/posters/1.webp', null, null, null, '/images/posters/2.webp', null])
  })

  it('wait for the page to be parsed when the gate runs before the shell exists', () => {
    const { view, srcs, parsed } = shell('loading', ['/images/posters/1.webp'])
    showBootImages(view)
    expect(srcs()).toEqual([null, null])
    parsed()
    expect(srcs()).toEqual(['/images/posters/1.webp', null])
  })

  it("ask for the variant the app's poster asks for: its widths and drawn size set before its address", () => {
    const doc = new DOMParser().parseFromString(
      '<body><img data-boot-src="/images/posters/1.webp?w=224" data-boot-srcset="/images/posters/1.webp?w=112 112w, /images/posters/1.webp?w=224 224w" data-boot-sizes="64px" alt=""></body>',
      'text/html',
    )
    showBootImages({
      readyState: 'complete',
      querySelectorAll: doc.querySelectorAll.bind(doc),
      addEventListener: () => undefined,
    } as unknown as Document)
    const img = doc.querySelector('img')!
    expect(img.getAttribute('srcset')).toBe('/images/posters/1.webp?w=112 112w, /images/posters/1.webp?w=224 224w')
    expect(img.getAttribute('sizes')).toBe('64px')
    expect(img.getAttribute('src')).toBe('/images/posters/1.webp?w=224')
  })

  it('refuse a srcset or sizes that is anything but the variants of this site (a tampered page)', () => {
    for (const [srcset, sizes] of [
      ['https://evil.test/x.webp 112w', '64px'],
      ['/images/posters/1.webp?w=112 112w, javascript:x 1w', '64px'],
      ['/images/posters/1.webp?w=112 112w', '64px; x'],
      ['/images/posters/1.webp?w=112" onerror="x 112w', '64px'],
    ]) {
      const doc = new DOMParser().parseFromString('<body><img alt=""></body>', 'text/html')
      const img = doc.querySelector('img')!
      img.setAttribute('data-boot-src', '/images/posters/1.webp?w=224')
      img.setAttribute('data-boot-srcset', srcset!)
      img.setAttribute('data-boot-sizes', sizes!)
      showBootImages({
        readyState: 'complete',
        querySelectorAll: doc.querySelectorAll.bind(doc),
        addEventListener: () => undefined,
      } as unknown as Document)
      expect(img.getAttribute('srcset')).toBeNull()
      expect(img.getAttribute('src')).toBe('/images/posters/1.webp?w=224')
    }
    const doc = new DOMParser().parseFromString(
      '<body><img data-boot-src="/images/posters/1.webp?w=224&amp;x=1" alt=""></body>',
      'text/html',
    )
    showBootImages({
      readyState: 'complete',
      querySelectorAll: doc.querySelectorAll.bind(doc),
      addEventListener: () => undefined,
    } as unknown as Document)
    expect(doc.querySelector('img')?.getAttribute('src')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { showBootImages } from './boot-images'

function shell(readyState: DocumentReadyState, paths: string[]) {
  const doc = new DOMParser().parseFromString(`<body>${paths.map((p) => `<img data-boot-src="${p}" alt="">`).join('')}<img alt="" class="other"></body>`, 'text/html')
  const listeners: Array<() => void> = []
  const view = {
    readyState,
    querySelectorAll: doc.querySelectorAll.bind(doc),
    addEventListener: (type: string, fn: () => void) => { if (type === 'DOMContentLoaded') listeners.push(fn) },
  } as unknown as Document
  const srcs = () => Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src'))
  return { view, srcs, parsed: () => listeners.forEach((fn) => fn()) }
}

describe('the posters of a search page\'s shell', () => {
  it('are shown from their named paths, and only plain paths of this site', () => {
    const { view, srcs } = shell('interactive', ['/images/posters/1.webp', 'https://evil.test/x.webp', '//evil.test/x', 'javascript:alert(1)', '/images/posters/2.webp'])
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
})

import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import type { PreloadMap } from '../../src/boot/preload-map.ts'
import { gateScript } from './he-gate.ts'

const preloads: PreloadMap = {
  files: ['/assets/framework-f.js', '/assets/my-m.js', '/assets/search-s.js', '/assets/unicode-u.js'],
  routes: { '/search': [2] },
  entryImports: [0],
  locales: { my: [1] },
  zawgyi: 3,
}
const frame = (window: Window) => new Promise((r) => window.requestAnimationFrame(() => window.setTimeout(r, 10)))
const preloaded = (window: Window) =>
  [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))

describe('the inline start-up gate', () => {
  it('is one classic script with the entry and the checker written in', async () => {
    const code = await gateScript('/assets/index-abc.js', 'https://he.example/check', preloads)
    expect(code).toContain('"/assets/index-abc.js"')
    expect(code).toContain('"https://he.example/check"')
    expect(code).toContain('"/assets/unicode-u.js"')
    expect(code).not.toMatch(/__APP_ENTRY__|__HE_CHECKER__|__PRELOADS__|\bimport\b|\bexport\b/)
  })

  it('on a launch back from the checker with its own state, keeps its token and asks for the entry as a module', async () => {
    const code = await gateScript('/assets/index-abc.js', '/he/check', preloads)
    const window = new Window({ url: 'https://app.test/?checked=1&token=tok&state=s1' })
    window.sessionStorage.setItem('HE_CHECK_STATE', 's1')
    window.eval(code)
    await frame(window as unknown as Window)
    // Home's shell draws a banner: nothing competes with it but the entry's own libraries.
    expect(preloaded(window as unknown as Window)).toEqual(['/assets/index-abc.js', '/assets/framework-f.js'])
    // One module script, the entry: its libraries come in through its imports.
    const scripts = [...window.document.head.querySelectorAll('script')]
    expect(scripts.map((s) => [s.getAttribute('type'), s.getAttribute('src')])).toEqual([['module', '/assets/index-abc.js']])
    expect(window.localStorage.getItem('HE_TOKEN')).toBe('tok')
    expect(window.location.href).toBe('https://app.test/')
    expect((window as unknown as Record<string, unknown>).__HE_GATE__).toEqual({ heArrived: true, redirectTo: null })
    await window.happyDOM.close()
  })

  it("the inlined gate drops an attacker's token that comes back without this session's state", async () => {
    const code = await gateScript('/assets/index-abc.js', '/he/check', preloads)
    const window = new Window({ url: 'https://app.test/?checked=1&token=attackers' })
    window.eval(code)
    expect(window.localStorage.getItem('HE_TOKEN')).toBeNull()
    expect(window.document.cookie).not.toContain('attackers')
    expect(window.location.href).toBe('https://app.test/')
    expect((window as unknown as Record<string, unknown>).__HE_GATE__).toEqual({ heArrived: false, redirectTo: null })
    await window.happyDOM.close()
  })

  it('once the shell shows, asks at once for what a Burmese search will load one after another', async () => {
    const code = await gateScript('/assets/index-abc.js', '/he/check', preloads)
    const window = new Window({ url: 'https://app.test/search?query=%E1%80%81%E1%80%BB%E1%80%85%E1%80%BA&checked=1' })
    window.eval(code)
    await frame(window as unknown as Window)
    // The entry's libraries with it, then the screen's chunks: each named once.
    expect(preloaded(window as unknown as Window)).toEqual([
      '/assets/index-abc.js',
      '/assets/framework-f.js',
      '/assets/my-m.js',
      '/assets/search-s.js',
      '/assets/unicode-u.js',
    ])
    await window.happyDOM.close()
  })

  it('keeps a file name from closing its script', async () => {
    const hostile = { ...preloads, files: ['/assets/</script><script>alert(1)//.js'] }
    const code = await gateScript('/assets/index-abc.js', '/he/check', hostile)
    expect(code).not.toContain('</script')
  })
})

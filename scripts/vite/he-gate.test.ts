import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { gateScript } from './he-gate.ts'

describe('the inline start-up gate', () => {
  it('is one classic script with the entry and the checker written in', async () => {
    const code = await gateScript('/assets/index-abc.js', 'https://he.example/check')
    expect(code).toContain('"/assets/index-abc.js"')
    expect(code).toContain('"https://he.example/check"')
    expect(code).not.toMatch(/__APP_ENTRY__|__HE_CHECKER__|\bimport\b|\bexport\b/)
  })

  it('on a launch back from the checker, keeps its token and asks for the entry as a module', async () => {
    const code = await gateScript('/assets/index-abc.js', '/he/check')
    const window = new Window({ url: 'https://app.test/?checked=1&token=tok' })
    window.eval(code)
    // Fetched at once, run after the first frame.
    expect(window.document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/index-abc.js')
    await new Promise((r) => window.requestAnimationFrame(() => window.setTimeout(r, 10)))
    const script = window.document.head.querySelector('script')
    expect(script?.getAttribute('type')).toBe('module')
    expect(script?.getAttribute('src')).toBe('/assets/index-abc.js')
    expect(window.localStorage.getItem('HE_TOKEN')).toBe('tok')
    expect(window.location.href).toBe('https://app.test/')
    expect((window as unknown as Record<string, unknown>).__HE_GATE__).toEqual({ heArrived: true, redirectTo: null })
    await window.happyDOM.close()
  })
})

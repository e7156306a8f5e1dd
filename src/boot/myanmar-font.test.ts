import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { MYANMAR_FONT, loadMyanmarFont } from './myanmar-font'

describe('asking for the Myanmar font before the app renders', () => {
  it('loads the self-hosted family for Burmese text when the viewer speaks Burmese or never chose', () => {
    for (const language of ['my', null, 'something old']) {
      const load = vi.fn(() => Promise.resolve([]))
      loadMyanmarFont({ fonts: { load } }, language)
      expect(load).toHaveBeenCalledWith('1em "Yoke Shin Myanmar"', '\u1000')
    }
  })

  it('downloads nothing for a viewer who chose English', () => {
    const load = vi.fn(() => Promise.resolve([]))
    loadMyanmarFont({ fonts: { load } }, 'en')
    expect(load).not.toHaveBeenCalled()
  })

  it('swallows a failed load (offline, a blocked font) and copes without a font API', async () => {
    const failed = Promise.reject(new Error('network'))
    const load = vi.fn(() => failed)
    expect(() => loadMyanmarFont({ fonts: { load } }, 'my')).not.toThrow()
    await failed.catch(() => undefined)
    expect(() => loadMyanmarFont({}, 'my')).not.toThrow()
  })

  it('names the family the stylesheet declares, first in the app font, with a system Myanmar font behind', () => {
    const css = readFileSync(join(process.cwd(), 'src/styles.css'), 'utf8')
    expect(css).toMatch(new RegExp(`@font-face\\s*{\\s*font-family: '${MYANMAR_FONT}';`))
    const stack = /--font-sans: ([^;]+);/
      .exec(css)?.[1]
      ?.split(',')
      .map((f) => f.trim().replace(/'/g, ''))
    expect(stack?.[0]).toBe(MYANMAR_FONT)
    expect(stack).toContain('Noto Sans Myanmar')
  })
})

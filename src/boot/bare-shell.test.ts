import { describe, expect, it } from 'vitest'
import { BARE_SHELL_ATTRIBUTE, markBareShell } from './bare-shell'

const marked = (pathname: string) => {
  const doc = document.implementation.createHTMLDocument('')
  markBareShell(doc, pathname)
  return doc.documentElement.hasAttribute(BARE_SHELL_ATTRIBUTE)
}

describe('the shell before the app renders', () => {
  it("keeps its banner and rows for home and a title's page, which open on that layout", () => {
    expect(marked('/')).toBe(false)
    expect(marked('/content')).toBe(false)
  })

  it('shows the header alone for every other screen, known or not', () => {
    for (const path of [
      '/category',
      '/favorites',
      '/profile',
      '/search',
      '/watch-history',
      '/login-phone',
      '/no-such-page',
      '/content/extra',
    ]) {
      expect(marked(path), path).toBe(true)
    }
  })
})

import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { ROUTES, openIn, visit } from './support/a11y.ts'

// WCAG 1.4.4 and 1.4.10: text at 200 % on a 360 px phone reflows; nothing scrolls sideways.

test.use({ viewport: { width: 360, height: 760 } })

// Still scrolling sideways at 200 %, each awaiting its fix: a title's page (the rating's row of
// five 44 px stars, and the episode rows), the profile, and the theme and data-saver screens'
// choice rows (being rebuilt as roving radio groups). Every other screen must fit.
const KNOWN = new Set(['/content?id=3', '/content?id=1', '/profile', '/theme-mode', '/data-saver'])

/** The widest element's overflow, named, or null when the page fits its width. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    // Name the culprit: the deepest element reaching past the viewport's right edge.
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
    )
    const leaf = past.find((el) => ![...el.children].some((c) => past.includes(c as HTMLElement)))
    return `${root.scrollWidth} > ${root.clientWidth}: ${leaf ? `${leaf.tagName.toLowerCase()}.${leaf.className}` : '?'}`
  })
}

test('at 200 % text every screen fits a 360 px phone without scrolling sideways', async ({ page }) => {
  test.setTimeout(120_000)
  await openIn(page, 'my')
  await logInThroughApi(page, DEMO.premium)
  const found: string[] = []
  for (const path of ROUTES.filter((p) => !KNOWN.has(p))) {
    await visit(page, path, 'my')
    // As the browser's text-size setting does: every rem and em doubles. Through the CSSOM, which
    // the page's Content-Security-Policy allows where it refuses a <style> element.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'))
    const over = await sideways(page)
    if (over) found.push(`${path} ${over}`)
  }
  expect(found).toEqual([])
})

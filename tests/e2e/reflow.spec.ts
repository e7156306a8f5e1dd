import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { ROUTES, openIn, visit } from './support/a11y.ts'

// WCAG 1.4.4 and 1.4.10: text at 200 % on a 360 px phone reflows; nothing scrolls sideways, and
// the sticky header shows its words whole.

test.use({ viewport: { width: 360, height: 760 } })

/** The widest element's overflow, named, or null when the page fits its width. */
async function sideways(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return null
    // Name the culprit: the outermost element reaching past the viewport's right edge.
    const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => el.getBoundingClientRect().right > root.clientWidth + 1,
    )
    const top = past.find((el) => !past.includes(el.parentElement as HTMLElement))
    return `${root.scrollWidth} > ${root.clientWidth}: ${top ? `${top.tagName.toLowerCase()}.${top.className}` : '?'}`
  })
}

/** What the header cuts off: text cut short (an ellipsis, a clamp) or drawn past its edges. */
async function headerClips(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('#root header')
    if (!header) return ['no header']
    const box = header.getBoundingClientRect()
    return (
      [...header.querySelectorAll<HTMLElement>('*')]
        // Drawn boxes only: words for screen readers alone (sr-only) are clipped to one pixel by design.
        .filter((el) => el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().height > 1)
        .filter((el) => {
          const r = el.getBoundingClientRect()
          const outside = r.top < box.top - 1 || r.bottom > box.bottom + 1 || r.left < box.left - 1 || r.right > box.right + 1
          const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
          return outside || (cut && getComputedStyle(el).overflow !== 'visible')
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`)
    )
  })
}

test('at 200 % text every screen fits a 360 px phone without scrolling sideways, and its header clips nothing', async ({ page }) => {
  test.setTimeout(120_000)
  await openIn(page, 'my')
  await logInThroughApi(page, DEMO.premium)
  const found: string[] = []
  for (const path of ROUTES) {
    await visit(page, path, 'my')
    // As the browser's text-size setting does: every rem and em doubles. Through the CSSOM, which
    // the page's Content-Security-Policy allows where it refuses a <style> element.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'))
    const over = await sideways(page)
    if (over) found.push(`${path} ${over}`)
    for (const clipped of await headerClips(page)) found.push(`${path} header: ${clipped}`)
  }
  expect(found).toEqual([])
})

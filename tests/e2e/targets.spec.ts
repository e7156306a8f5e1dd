import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { openIn, visit } from './support/a11y.ts'
import { smallTargets } from './support/targets.ts'

// The app promises 44 × 44 px targets (or that much room around a smaller one) on a 360 px phone.

test.use({ viewport: { width: 360, height: 760 } })

test('every control on home, a title, downloads with its settings and the profile is at least 44 px or has 44 px of room', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openIn(page, 'my')
  await logInThroughApi(page, DEMO.premium)
  const found: string[] = []
  for (const path of ['/', '/content?id=3', '/content?id=1', '/downloads', '/profile']) {
    await visit(page, path, 'my')
    // The download settings' switches sit below the list: measured only once they are drawn.
    if (path === '/downloads') await expect(page.getByRole('switch').first()).toBeVisible()
    // The whole page, not only the first screen: controls further down are measured where they sit.
    for (const t of await smallTargets(page)) found.push(`${path}: ${t.name} ${t.width}×${t.height}`)
  }
  expect(found).toEqual([])
})

test('the measure finds a control that is too small and crowded', async ({ page }) => {
  await openIn(page, 'en')
  await page.setContent('<button style="width:24px;height:24px">a</button><button style="width:24px;height:24px">b</button>')
  expect((await smallTargets(page)).map((t) => t.name)).toEqual(['button "a"', 'button "b"'])
})

// The download settings' switches are drawn 48 × 28. Without 8 px of room above and below, such a
// drawing fails the measure; inside a 44 px tall button it passes however close the rows. Built
// through the CSSOM: the page's Content-Security-Policy refuses style attributes.
async function switchRows(page: Page, { height, apart }: { height: number; apart: number }): Promise<void> {
  await page.evaluate(
    ({ height, apart }) => {
      document.body.replaceChildren(
        ...[1, 2].map((n) => {
          const row = document.createElement('div')
          row.style.cssText = `display:flex;align-items:center;gap:12px;padding:${apart / 2}px 16px;line-height:20px`
          const label = Object.assign(document.createElement('span'), { id: `row-${n}`, textContent: `Row ${n}` })
          const button = document.createElement('button')
          button.setAttribute('role', 'switch')
          button.setAttribute('aria-labelledby', label.id)
          button.style.cssText = `width:48px;height:${height}px;padding:0;border:0`
          row.append(label, button)
          return row
        }),
      )
    },
    { height, apart },
  )
}

test('the measure finds switches drawn 28 px tall in rows 4 px apart', async ({ page }) => {
  await openIn(page, 'en')
  await switchRows(page, { height: 28, apart: 4 })
  expect((await smallTargets(page)).map((t) => `${t.name} ${t.width}×${t.height}`)).toEqual([
    'button "Row 1" 48×28',
    'button "Row 2" 48×28',
  ])
})

test('the measure passes switches drawn 28 px tall with 16 px between them: 8 px of room each side', async ({ page }) => {
  await openIn(page, 'en')
  await switchRows(page, { height: 28, apart: 16 })
  expect(await smallTargets(page)).toEqual([])
})

test('the measure passes switches in a 44 px tall button, rows 4 px apart', async ({ page }) => {
  await openIn(page, 'en')
  await switchRows(page, { height: 44, apart: 4 })
  expect(await smallTargets(page)).toEqual([])
})

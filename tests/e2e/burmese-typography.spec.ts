import type { Locator } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

// Burmese stacks marks above and below its letters: it needs taller lines than Latin, clamps that
// leave the marks under a last line whole, and buttons whose labels do not break mid-word.
test.use({ viewport: { width: 360, height: 740 } })

/** Lines of text in an element: its content box over its computed line height. */
function linesOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    const content = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
    return content / parseFloat(style.lineHeight)
  })
}

/** Computed line height over font size. */
function leadingOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const style = getComputedStyle(el)
    return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
  })
}

test('in Burmese at 360 px, a confirm dialog’s buttons each keep their label on one line', async ({ page }) => {
  await page.goto('/')
  await logInThroughApi(page, DEMO.premium)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'အကောင့်မှ ထွက်ရန်' }).click()
  const dialog = page.getByRole('dialog', { name: 'အကောင့်မှ ထွက်ရန်' })
  await expect(dialog).toBeVisible()
  for (const name of ['မလုပ်တော့ပါ', 'အကောင့်မှ ထွက်ရန်']) {
    const button = dialog.getByRole('button', { name, exact: true })
    await expect(button).toBeVisible()
    expect(await linesOf(button), name).toBeLessThan(1.3)
    // Still inside the dialog: nothing is pushed past its edge.
    const [box, frame] = await Promise.all([button.boundingBox(), dialog.boundingBox()])
    expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width)
  }
  await page.keyboard.press('Escape')

  await page.goto('/manage-subscription')
  await page.getByRole('button', { name: /MPT/ }).click()
  const cancel = page.getByRole('dialog', { name: 'စာရင်းသွင်းမှု ပယ်ဖျက်ရန်' })
  await expect(cancel).toBeVisible()
  for (const button of await cancel.getByRole('button').filter({ hasNotText: '×' }).all()) {
    expect(await linesOf(button), await button.innerText()).toBeLessThan(1.3)
  }
})

test('in Burmese, clamped episode descriptions, poster titles and small print have tall lines, and a clamp keeps the marks under its last line', async ({
  page,
}) => {
  await page.goto('/content?id=3')
  await page.getByRole('tab', { name: 'အပိုင်းများ' }).click()
  const description = page.getByRole('tabpanel').locator('p.line-clamp-2').first()
  await expect(description).toBeVisible()
  expect(await leadingOf(description)).toBeGreaterThanOrEqual(1.7)
  // Room below the second line for the marks that hang under it.
  const room = await description.evaluate(
    (el) => parseFloat(getComputedStyle(el).paddingBottom) / parseFloat(getComputedStyle(el).fontSize),
  )
  expect(room).toBeGreaterThanOrEqual(0.1)

  // Poster titles on home are clamped to two lines too.
  await page.goto('/')
  const posterTitle = page.locator('main a p.line-clamp-2').first()
  await expect(posterTitle).toBeVisible()
  expect(await leadingOf(posterTitle)).toBeGreaterThanOrEqual(1.7)

  await page.goto('/data-saver')
  const footnote = page.getByText(/^ရွေးချယ်မှုတစ်ခုစီ/)
  await expect(footnote).toBeVisible()
  expect(await leadingOf(footnote)).toBeGreaterThanOrEqual(1.7)
})

test('in the English interface, Burmese titles, cast and descriptions still get Burmese line heights, and English text keeps its own', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  // Home's poster titles are Burmese in either interface language.
  const posterTitle = page.locator('main a p.line-clamp-2').first()
  await expect(posterTitle).toBeVisible()
  await expect(posterTitle).toHaveAttribute('lang', 'my')
  expect(await leadingOf(posterTitle)).toBeGreaterThanOrEqual(1.7)
  const room = await posterTitle.evaluate(
    (el) => parseFloat(getComputedStyle(el).paddingBottom) / parseFloat(getComputedStyle(el).fontSize),
  )
  expect(room).toBeGreaterThanOrEqual(0.1)
  // The interface's own English keeps Latin leading.
  const tab = page.getByRole('navigation').getByText('Home', { exact: true }).first()
  await expect(tab).toBeVisible()
  expect(await leadingOf(tab)).toBeLessThan(1.7)

  await page.goto('/content?id=3')
  const details = page.getByRole('tab', { name: 'Details' })
  await details.click()
  const cast = page.getByRole('tabpanel').locator('dd').first()
  await expect(cast).toHaveAttribute('lang', 'my')
  expect(await leadingOf(cast)).toBeGreaterThanOrEqual(1.7)
  const heading = page.locator('article h1').first()
  await expect(heading).toHaveAttribute('lang', 'my')
})

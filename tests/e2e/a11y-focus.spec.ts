import { test, expect } from './support/fixtures.ts'
import { openIn, settle } from './support/a11y.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

// Focus and names without a pointer: the skip link, a new screen's heading, the document's title.

test.use({ viewport: { width: 360, height: 760 } })

test('the first Tab reaches a skip link that leads to the main content', async ({ page }) => {
  await openIn(page, 'en')
  await page.goto('/')
  await settle(page, 'en')
  // The link comes with the shell's late part, which names the document once it is in.
  await expect(page).toHaveTitle('Home · Yoke Shin')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

for (const [lang, home, title] of [
  ['en', 'Home · Yoke Shin', 'Favorites · Yoke Shin'],
  ['my', 'ပင်မ · Yoke Shin', 'အကြိုက်ဆုံးများ · Yoke Shin'],
] as const) {
  test(`a route change names the document and moves focus to the new screen's heading (${lang})`, async ({ page }) => {
    await openIn(page, lang)
    await page.goto('/')
    await settle(page, lang)
    // The shell's late part, which follows route changes, has come once home has its name.
    await expect(page).toHaveTitle(home)
    await page.locator('nav a[href="/favorites"]').press('Enter')
    await expect(page).toHaveTitle(title)
    await expect(page.locator('main h1')).toBeFocused()
  })
}

test("a title's page is named after the title, which is its h1", async ({ page }) => {
  await openIn(page, 'en')
  await page.goto('/content?id=3')
  await settle(page, 'en')
  const name = (await page.locator('main h1').innerText()).trim()
  expect(name).not.toBe('')
  expect(name).not.toBe('Details')
  await expect(page).toHaveTitle(`${name} · Yoke Shin`)
})

test('a dialog closed with Escape gives focus back to the control that opened it', async ({ page }) => {
  await openIn(page, 'en')
  await logInThroughApi(page, DEMO.free)
  await page.goto('/profile')
  await settle(page, 'en')
  const opener = page.locator('main').getByRole('button', { name: 'Logout' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Logout' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

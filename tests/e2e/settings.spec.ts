import { test, expect } from './support/fixtures.ts'

test('theme choice applies at once and persists across reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?checked=1')
  await page.goto('/theme-mode')
  const dark = page.getByRole('radio', { name: 'အမှောင်' })
  await expect(page.getByRole('radio', { name: /စနစ်အတိုင်း/ })).toBeChecked()
  // The radios are visually hidden inside their rows; a viewer taps the row.
  await page.getByText('အမှောင်', { exact: true }).click()
  await expect(dark).toBeChecked()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('status').filter({ hasText: 'သိမ်းဆည်းပြီးပါပြီ' })).toBeVisible()
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await expect(page.getByRole('radio', { name: 'အမှောင်' })).toBeChecked()

  // System follows the OS preference live.
  await page.getByText('စနစ်အတိုင်း', { exact: true }).click()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
})

test('language switches without a reload and persists; Burmese is the default', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.goto('/language')
  await expect(page.locator('html')).toHaveAttribute('lang', 'my')
  await expect(page.getByRole('radio', { name: /မြန်မာ/ })).toBeChecked()
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'))

  await page.getByText('English (US)').click()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page')

  await page.reload()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /English \(US\)/ })).toBeChecked()
})

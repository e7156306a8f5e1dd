import { test, expect } from './support/fixtures.ts'

const HOSTILE = [
  '<p>Policy text</p>',
  '<img src=x onerror=alert(1)>',
  '<a id="js" href="javascript:alert(2)">bad link</a>',
  '<a id="in" href="/content?id=3">inside link</a>',
  '<a id="out" href="https://example.com/">outside link</a>',
  '<svg onload=alert(3)></svg><script>alert(4)</script>',
].join('')

test('an article with injected script shows its text, runs nothing and keeps its links safe', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await page.goto('/?checked=1')
  const put = await page.request.put('/__dev/articles/privacy_policy', { data: { html: HOSTILE } })
  expect(put.ok()).toBe(true)

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'))
  await page.goto('/article-details?title=Privacy%20policy')
  const body = page.locator('article')
  await expect(body.getByText('Policy text')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Privacy policy' })).toBeVisible()

  await expect(body.locator('img')).toHaveCount(1)
  expect(await body.locator('img').getAttribute('onerror')).toBeNull()
  await expect(body.locator('script, svg, [onload], [onerror]')).toHaveCount(0)
  expect(await body.locator('#js').getAttribute('href')).toBeNull()
  await expect(body.locator('#out')).toHaveAttribute('target', '_blank')
  await expect(body.locator('#out')).toHaveAttribute('rel', 'noopener noreferrer')

  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'))
  await body.locator('#in').click()
  await expect(page).toHaveURL(/\/content\?id=3$/)
  // Followed inside the app: the page (and its state) was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page')
  expect(dialogs).toEqual([])
})

test('articles come in the chosen language', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.evaluate(() => localStorage.setItem('LANGUAGE', 'en'))
  await page.goto('/article-details?type=faq&title=FAQ')
  await expect(page.locator('article').getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
})

import { test, expect, waitForServiceWorker } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

const SERIES = 3

test('favorite toggle after login: added, then removed, as the server holds it', async ({ page }) => {
  await page.goto('/?checked=1')
  const { accessToken } = await logInThroughApi(page, DEMO.free)
  await page.goto(`/content?id=${SERIES}`)
  const toggle = page.getByRole('button', { name: 'အကြိုက်ဆုံး' })
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(toggle).toBeEnabled()

  await toggle.click()
  await expect(page.getByRole('status').filter({ hasText: 'အကြိုက်ဆုံးစာရင်းသို့ ထည့်ပြီးပါပြီ' })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const favorites = async () => {
    const res = await page.request.get('/v1/favorite?page=1', { headers: { authorization: `Bearer ${accessToken}` } })
    return ((await res.json()) as { items: { id: number }[] }).items.map((i) => i.id)
  }
  expect(await favorites()).toContain(SERIES)

  await toggle.click()
  await expect(page.getByRole('status').filter({ hasText: 'အကြိုက်ဆုံးစာရင်းမှ ဖယ်ရှားပြီးပါပြီ' })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(await favorites()).not.toContain(SERIES)
})

test('logged out: the favorite toggle leads to login, a paid episode to payment', async ({ page }) => {
  await page.goto('/?checked=1')
  await page.goto(`/content?id=${SERIES}`)
  await page.getByRole('button', { name: 'အကြိုက်ဆုံး' }).click()
  await expect(page).toHaveURL(/\/login-phone\?redirectRoute=%2Fcontent%3Fid%3D3$/)

  await page.goBack()
  await page.getByRole('tabpanel').getByRole('link').filter({ hasText: 'အစီအစဉ် ဝယ်ယူရန် လိုအပ်ပါသည်' }).first().click()
  await expect(page).toHaveURL(/\/(payment|login-phone)\?redirectRoute=/)
})

test('a visited title reopens from storage with the server stopped', async ({ page, server }) => {
  await page.goto('/?checked=1')
  await waitForServiceWorker(page)
  await page.goto(`/content?id=${SERIES}`)
  const title = page.getByRole('heading', { level: 2 }).first()
  await expect(title).not.toBeEmpty()
  const name = await title.textContent()

  await server.stop()
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: name ?? '' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'အပိုင်းများ' })).toHaveAttribute('aria-selected', 'true')
})

import type { Locator, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'

// What the viewer sees laid out in Chromium: banners, posters, thumbnails, rows, pictures.

const PHONE = { width: 360, height: 760 }
const DESKTOP = { width: 1280, height: 800 }

interface HomeAnswer {
  banners: { id: number; title: string }[]
}

/** Opens the app in `lang` with the popup already seen, so nothing covers the page. */
async function openIn(page: Page, lang: 'my' | 'en', path = '/'): Promise<void> {
  await page.goto('/?checked=1')
  await page.evaluate((l) => {
    localStorage.setItem('LANGUAGE', l)
    localStorage.setItem('SEEN_POPUPS', '[1,2,3]')
  }, lang)
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

test.describe('home banner', () => {
  test.use({ viewport: PHONE })
  for (const [lang, region] of [
    ['my', 'အထူးအစီအစဉ်များ'],
    ['en', 'Featured'],
  ] as const) {
    test(`shows its title once, in the art, and is named by it (${lang})`, async ({ page }) => {
      await openIn(page, lang)
      const home = (await (await page.request.get('/v1/home', { headers: { 'accept-language': lang } })).json()) as HomeAnswer
      const carousel = page.getByRole('region', { name: region })
      const link = carousel.locator('li[data-active="true"] a')
      await expect(link.locator('img')).toBeVisible()
      // The art carries the title and its "year · type · episodes" line; no caption is laid over it.
      expect((await link.innerText()).trim()).toBe('')
      const names = home.banners.map((b) => b.title)
      expect(names).toContain(await link.getAttribute('aria-label'))
    })
  }
})

test.describe('poster cards', () => {
  test.use({ viewport: PHONE })
  test('the Free badge sits below the credit line and above the title, over the picture alone', async ({ page }) => {
    await openIn(page, 'en')
    const card = page
      .locator('main section li')
      .filter({ has: page.getByText('Free', { exact: true }) })
      .first()
    await expect(card).toBeVisible()
    const poster = await box(card.locator('[style*="aspect-ratio"]'))
    const b = await box(card.getByText('Free', { exact: true }))
    // The art writes its credit line in the top tenth and its title from about half way down.
    expect(b.y - poster.y).toBeGreaterThanOrEqual(poster.height * 0.12)
    expect(b.y + b.height - poster.y).toBeLessThanOrEqual(poster.height * 0.45)
  })
})

test.describe('episode list', () => {
  test.use({ viewport: PHONE })
  test("a Free badge sits at the still's top right, clear of the episode number the art writes at its top left", async ({ page }) => {
    // Title 1 is a series; a series' first episode is free.
    await openIn(page, 'en', '/content?id=1')
    const episode = page
      .locator('main li')
      .filter({ has: page.getByText('Free', { exact: true }) })
      .first()
    await expect(episode).toBeVisible()
    const still = await box(episode.locator('[style*="aspect-ratio"]'))
    const b = await box(episode.getByText('Free', { exact: true }))
    expect(b.x).toBeGreaterThanOrEqual(still.x + still.width / 2)
    expect(b.x + b.width).toBeLessThanOrEqual(still.x + still.width)
  })
})

test.describe('notifications', () => {
  test.use({ viewport: PHONE })
  test("every thumbnail keeps the picture's ratio, whether its title takes one line or two", async ({ page }) => {
    await openIn(page, 'en')
    await logInThroughApi(page, DEMO.free)
    await page.goto('/notifications')
    const thumbs = page.locator('main li [style*="aspect-ratio"]')
    await expect(thumbs.first().locator('img')).toBeVisible()
    const sizes = await thumbs.evaluateAll((nodes) =>
      nodes.map((n) => {
        const r = n.getBoundingClientRect()
        const title = n.parentElement?.querySelector('p')
        const lines = title ? Math.round(title.getBoundingClientRect().height / parseFloat(getComputedStyle(title).lineHeight)) : 0
        return { width: r.width, height: r.height, lines }
      }),
    )
    // The seed has titles long enough to wrap at 360 px: the case that stretched the box.
    expect(sizes.some((s) => s.lines >= 2)).toBe(true)
    for (const s of sizes) expect(Math.abs(s.width / s.height - 280 / 156)).toBeLessThan(0.03)
  })
})

test.describe('category', () => {
  test.use({ viewport: PHONE })
  test('coming back from a title puts the viewer where they were in the list', async ({ page }) => {
    await openIn(page, 'my', '/category?categoryId=1&type=section&page=1&title=Drama')
    const posters = page.locator('main li a[href^="/content"]')
    await expect(posters.first()).toBeVisible()
    // The second page too, so the list is long enough to stand far down it.
    await page.mouse.wheel(0, 5000)
    await expect.poll(() => posters.count()).toBeGreaterThan(20)
    // Far below what the first screen's worth of posters reaches (about 340 px at this size).
    await page.evaluate(() => window.scrollTo(0, 800))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800)

    const opened = await page.evaluate(() => {
      const a = document.elementFromPoint(180, 400)?.closest('a')
      a?.click()
      return a?.getAttribute('href')
    })
    expect(opened).toMatch(/^\/content\?id=\d+$/)
    await expect(page).toHaveURL(/\/content\?id=/)
    await expect(page.locator('main img').first()).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/category\?/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(795)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 800)).toBeLessThanOrEqual(5)
  })
})

test.describe("a title's related row with a mouse", () => {
  test.use({ viewport: DESKTOP })
  test("a title's related titles page through with the same buttons as home's rows", async ({ page }) => {
    await openIn(page, 'en', '/content?id=1')
    const row = page.locator('main section[aria-labelledby="related"]')
    await expect(row.getByRole('heading', { level: 2, name: 'Related' })).toBeVisible()
    await row.scrollIntoViewIfNeeded()
    const list = row.locator('ul')
    await expect(list.locator('li').nth(10)).toBeAttached()
    const forward = row.getByRole('button', { name: 'Show next' })
    await list.hover()
    await expect(forward).toHaveCSS('opacity', '1')
    await expect(row.getByRole('button', { name: 'Show previous' })).toBeHidden()
    await forward.click()
    await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(200)
  })
})

test.describe('home rows with a mouse', () => {
  test.use({ viewport: DESKTOP })
  for (const [lang, previous, next] of [
    ['en', 'Show previous', 'Show next'],
    ['my', 'ယခင်အရာများ ပြရန်', 'နောက်ထပ်အရာများ ပြရန်'],
  ] as const) {
    test(`previous and next buttons scroll a row and hide at its ends (${lang})`, async ({ page }) => {
      await openIn(page, lang)
      const row = page.locator('main section[aria-labelledby^="section-"]').first()
      const list = row.locator('ul')
      await expect(list.locator('li').nth(10)).toBeAttached()
      const back = row.getByRole('button', { name: previous })
      const forward = row.getByRole('button', { name: next })
      // Shown while the mouse is over the row. A pointer that has not moved since a row was drawn
      // again does not always hover it, so the mouse moves until it does.
      await expect(forward).toHaveCSS('opacity', '0')
      await expect(async () => {
        await list.hover()
        await expect(forward).toHaveCSS('opacity', '1', { timeout: 1_000 })
      }).toPass()
      // At the start, there is nothing to go back to.
      await expect(back).toBeHidden()

      await forward.click()
      await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(200)
      await expect(back).toBeVisible()

      await list.evaluate((ul) => ul.scrollTo({ left: ul.scrollWidth, behavior: 'instant' }))
      await expect(forward).toBeHidden()
      await back.click()
      await expect.poll(() => list.evaluate((ul) => ul.scrollWidth - ul.clientWidth - ul.scrollLeft)).toBeGreaterThan(200)
      await expect(forward).toBeVisible()
    })
  }

  test('Burmese text is a step larger on a wide screen, in either interface; English text and phones keep their sizes', async ({
    page,
  }) => {
    // The body, and a poster's title (12 px text-xs on a phone). The first poster's title is Burmese.
    const sizes = (title = 'main section li p') =>
      page.evaluate(
        (selector) => [document.body, document.querySelector(selector)].map((n) => parseFloat(getComputedStyle(n!).fontSize)),
        title,
      )
    await openIn(page, 'my')
    await expect(page.locator('main section li p').first()).toBeVisible()
    expect(await sizes()).toEqual([18, 13])
    await page.setViewportSize(PHONE)
    expect(await sizes()).toEqual([16, 12])
    await page.setViewportSize(DESKTOP)
    await openIn(page, 'en')
    await expect(page.locator('main section li p').first()).toBeVisible()
    // The English interface keeps 16 px; a Burmese title in it is Burmese text, a step larger.
    expect(await sizes()).toEqual([16, 13])
    await expect(page.locator('main section li p[lang="en"]').first()).toBeVisible()
    expect(await sizes('main section li p[lang="en"]')).toEqual([16, 12])
  })

  test('on a wide Burmese screen, the place held for a row of posters is as tall as the posters once drawn', async ({ page }) => {
    await openIn(page, 'my')
    const last = page.locator('main section[aria-labelledby^="section-"]').last()
    await expect(last.locator('h2 a')).toBeVisible()
    await expect(last.locator('a[href^="/content"]')).toHaveCount(0)
    const held = await last.locator('[aria-hidden="true"] > div').evaluate((n) => parseFloat(getComputedStyle(n).height))
    await last.scrollIntoViewIfNeeded()
    const poster = last.locator('li').first()
    await expect(poster.locator('a[href^="/content"]')).toBeVisible()
    expect(Math.abs((await box(poster)).height - held)).toBeLessThanOrEqual(1)
  })
})

test.describe('home rows on a touch screen', () => {
  test.use({ viewport: DESKTOP, hasTouch: true })
  test('have no scroll buttons: a finger swipes the row', async ({ page }) => {
    await openIn(page, 'en')
    const row = page.locator('main section[aria-labelledby^="section-"]').first()
    await expect(row.locator('li').nth(10)).toBeAttached()
    await expect(row.getByRole('button')).toHaveCount(0)
  })
})

test.describe('theme chooser', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark' })
  test('each picture stays inside its rounded frame: nothing drawn at the corners', async ({ page }) => {
    await openIn(page, 'en', '/theme-mode')
    const pictures = page.locator('main fieldset svg[viewBox="0 0 40 56"]')
    await expect(pictures).toHaveCount(3)
    for (const svg of await pictures.all()) {
      const b = await box(svg)
      // Just inside each corner of the 40 × 56 picture, outside the frame's 6-unit rounding.
      const corners = [
        [b.x + 1.3, b.y + 1.3],
        [b.x + b.width - 1.3, b.y + 1.3],
        [b.x + 1.3, b.y + b.height - 1.3],
        [b.x + b.width - 1.3, b.y + b.height - 1.3],
      ]
      for (const [x, y] of corners) {
        const hit = await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.tagName.toLowerCase(), [x, y])
        expect(hit, `at ${x}, ${y}`).not.toMatch(/^(rect|path|g)$/)
      }
    }
  })
})

// Chromium's own offers never reach the app (whether it makes one depends on its heuristics); an
// offer a test dispatches itself is untrusted and passes.
const BROWSER_OFFERS_NOTHING = () =>
  window.addEventListener(
    'beforeinstallprompt',
    (e) => {
      if (e.isTrusted) e.stopImmediatePropagation()
    },
    true,
  )

test.describe('install offer in the profile', () => {
  test.use({ viewport: PHONE })
  test('where the browser offers no prompt, "Install app" explains how to add the app from the browser menu', async ({ page }) => {
    await page.addInitScript(BROWSER_OFFERS_NOTHING)
    await openIn(page, 'en', '/profile')
    await page.getByRole('button', { name: 'Install app' }).click()
    const dialog = page.getByRole('dialog', { name: 'Install app' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Add to Home screen')

    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toBeHidden()
    await page.evaluate(() => localStorage.setItem('LANGUAGE', 'my'))
    await page.reload()
    await page.getByRole('button', { name: 'အက်ပ်ကို ထည့်သွင်းရန်' }).click()
    await expect(page.getByRole('dialog')).toContainText('Add to Home screen')
  })

  test('where the browser offers a prompt, "Install app" opens it', async ({ page }) => {
    await page.addInitScript(BROWSER_OFFERS_NOTHING)
    await openIn(page, 'en', '/profile')
    await expect(page.getByRole('link', { name: 'Theme mode' })).toBeVisible()
    // The browser's offer, made by hand: Chromium decides by itself whether to make a real one.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          ;(window as unknown as { prompted: number }).prompted = 1
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      })
      window.dispatchEvent(offer)
    })
    await page.getByRole('button', { name: 'Install app' }).click()
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1)
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('empty lists', () => {
  test.use({ viewport: PHONE })
  for (const lang of ['my', 'en'] as const) {
    test(`Refresh and Search are touch targets of at least 44 px at 360 px (${lang})`, async ({ page }) => {
      await openIn(page, lang)
      // A new viewer: nothing in favorites yet.
      await logInThroughApi(page, lang === 'my' ? '09250000401' : '09250000402')
      await page.goto('/favorites')
      const actions = page.getByRole('alert').locator('a, button')
      await expect(actions).toHaveCount(2)
      for (const action of await actions.all()) {
        const b = await box(action)
        expect(b.height).toBeGreaterThanOrEqual(44)
        expect(b.width).toBeGreaterThanOrEqual(44)
      }
    })
  }
})

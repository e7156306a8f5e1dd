import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { openIn, visit, type Lang } from './support/a11y.ts'
import { startPlaying } from './support/player.ts'
import { downloadOf, queueThroughTitlePage } from './support/downloads.ts'

// WCAG 3.1.2: text in the other language carries its own lang, so a screen reader speaks it with
// the right voice: English words in the Burmese interface, Burmese names in the English one.

test.use({ viewport: { width: 360, height: 760 }, serverEnv: { MEDIA_EPISODE_SECONDS: '20' } })

// Title 50's first episode: free, in English, with Burmese and English subtitles (seeded catalogue).
const EPISODE = 5001

/**
 * Every piece of text a screen reader is given (text, aria-label, alt) that holds letters of the
 * other script without an element around it saying so: Latin letters in the Burmese interface,
 * Myanmar letters in the English one. Digits are Latin by rule (phone numbers, codes) and pass.
 */
async function unmarked(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate((lang) => {
    const other =
      lang === 'my' ? { lang: 'en', letters: /[A-Za-z]+/g } : { lang: 'my', letters: /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]+/g }
    const marked = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? '').startsWith(other.lang)
    const silent = (el: Element) =>
      el.closest('script, style, noscript, template, [aria-hidden="true"], [hidden], #boot') !== null ||
      getComputedStyle(el).display === 'none'
    const found: string[] = []
    const note = (el: Element, where: string, text: string) => {
      const runs = text.match(other.letters)
      if (runs) found.push(`${el.tagName.toLowerCase()}${where}: ${runs.join(' ')} in "${text.trim().slice(0, 60)}"`)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      if (el && !silent(el) && !marked(el)) note(el, '', node.textContent ?? '')
    }
    for (const el of document.querySelectorAll('[aria-label], img[alt]')) {
      if (silent(el)) continue
      // An attribute cannot mark part of itself: the element's own lang must be the words'.
      for (const attr of ['aria-label', 'alt']) {
        const value = el.getAttribute(attr)
        if (value && !marked(el)) note(el, `[${attr}]`, value)
      }
    }
    return found
  }, lang)
}

/** The findings on the screen as it is now, each said with where it was seen. */
async function seen(page: Page, lang: Lang, where: string, found: string[]): Promise<void> {
  for (const f of await unmarked(page, lang)) found.push(`${where} ${f}`)
}

/** Each of `paths` in both interfaces, in whatever login the page has. */
async function screens(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = []
  for (const lang of ['my', 'en'] as const) {
    await openIn(page, lang)
    for (const path of paths) {
      await visit(page, path, lang)
      await seen(page, lang, `${lang} ${path}`, found)
    }
  }
  return found
}

/** On the app's origin, logged in as `phone`. */
async function loggedIn(page: Page, phone: string): Promise<number> {
  await openIn(page, 'en')
  return (await logInThroughApi(page, phone)).userId
}

async function walk(page: Page, lang: Lang): Promise<string[]> {
  await openIn(page, lang)
  await logInThroughApi(page, DEMO.premium)
  const found: string[] = []
  for (const path of ['/', '/content?id=3', '/content?id=50', '/profile', '/downloads']) {
    await visit(page, path, lang)
    for (const f of await unmarked(page, lang)) found.push(`${path} ${f}`)
  }
  await page.goto(`/player?contentChildId=${EPISODE}&isTrailer=false`)
  await startPlaying(page, lang === 'en' ? 'Play' : 'ဖွင့်ရန်')
  await page.keyboard.press('k')
  for (const f of await unmarked(page, lang)) found.push(`/player ${f}`)
  return found
}

test('English words in the Burmese interface carry lang="en": home, a title, the player, the profile and downloads', async ({ page }) => {
  test.setTimeout(120_000)
  expect(await walk(page, 'my')).toEqual([])
})

test('Burmese words in the English interface carry lang="my": home, a title, the player, the profile and downloads', async ({ page }) => {
  test.setTimeout(120_000)
  expect(await walk(page, 'en')).toEqual([])
})

test('the check finds an English word without its lang in Burmese text, and passes it once marked', async ({ page }) => {
  await openIn(page, 'my')
  await page.evaluate(() => {
    const p = document.createElement('p')
    p.textContent = '၂၃၀ MB ခန့်'
    const q = document.createElement('p')
    q.append('၂၃၀ ', Object.assign(document.createElement('span'), { lang: 'en', textContent: 'MB' }), ' ခန့်')
    document.body.replaceChildren(p, q)
  })
  expect(await unmarked(page, 'my')).toEqual(['p: MB in "၂၃၀ MB ခန့်"'])
})

// Text a viewer brings in the other script: an English query in the Burmese interface, a Burmese
// one in the English interface; one that finds nothing; the start of a title for suggestions.
const QUERY = { my: 'night', en: 'ချစ်' } as const
const NOTHING = { my: 'qqzx', en: 'ဈဈဈဈ' } as const
const TYPED = { my: 'mon', en: 'ချ' } as const

async function searchAndNotifications(page: Page, lang: Lang): Promise<string[]> {
  await openIn(page, lang)
  await logInThroughApi(page, DEMO.premium)
  const found: string[] = []
  // Searched through the box, so it joins the recent searches.
  await visit(page, '/search', lang)
  await page.getByRole('combobox').fill(QUERY[lang])
  await page.getByRole('combobox').press('Enter')
  await expect(page.locator('main section[aria-busy="false"] a[href^="/content"]').first()).toBeVisible()
  await seen(page, lang, '/search results', found)

  await visit(page, `/search?query=${encodeURIComponent(NOTHING[lang])}`, lang)
  await expect(page.locator('main p[role="status"]')).toBeVisible()
  await seen(page, lang, '/search nothing found', found)

  await visit(page, '/search', lang)
  await expect(page.locator('section[aria-labelledby="recent-searches"] li').first()).toBeVisible()
  await expect(page.locator('section[aria-labelledby="most-searched"] li').first()).toBeVisible()
  await seen(page, lang, '/search history', found)

  await page.getByRole('combobox').pressSequentially(TYPED[lang])
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible()
  await seen(page, lang, '/search suggestions', found)

  await visit(page, '/notifications', lang)
  await expect(page.locator('main li').first()).toBeVisible()
  await seen(page, lang, '/notifications', found)
  return found
}

test.describe('screens beyond the first five', () => {
  // Nothing here needs the worker; its first install would only compete with the pages on shared cores.
  test.use({ serviceWorkers: 'block' })

  for (const lang of ['my', 'en'] as const) {
    test(`${lang === 'my' ? 'Burmese' : 'English'} interface: search (results, nothing found, history, suggestions) and notifications mark the other language`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      expect(await searchAndNotifications(page, lang)).toEqual([])
    })
  }

  test('downloads: a download waiting for Wi-Fi, its progress and the data budget mark MB and Wi-Fi in both interfaces', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // A phone on mobile data that says so: the Wi-Fi rule applies and the download waits.
    await page.addInitScript(() => {
      const connection = (navigator as Navigator & { connection?: object }).connection
      if (connection) Object.defineProperty(connection, 'type', { get: () => 'cellular', configurable: true })
    })
    await loggedIn(page, DEMO.free)
    await page.goto('/content?id=1')
    await queueThroughTitlePage(page, 101, '240p')
    await expect.poll(async () => (await downloadOf(page, 101))?.state).toBe('waiting')
    await visit(page, '/downloads', 'en')
    await page.getByRole('switch', { name: 'Data budget' }).click()

    const found: string[] = []
    for (const lang of ['my', 'en'] as const) {
      await openIn(page, lang)
      await visit(page, '/downloads', lang)
      await expect(page.getByRole('progressbar')).toBeVisible()
      await expect(page.locator('input[type="number"]')).toBeVisible()
      await expect(page.getByText(/^(Used so far|ယခုထိ)/)).toBeVisible()
      await seen(page, lang, `${lang} /downloads`, found)
    }
    expect(found).toEqual([])
  })

  test('settings and the data saver mark the other language in both interfaces', async ({ page }) => {
    test.setTimeout(90_000)
    await loggedIn(page, DEMO.premium)
    expect(await screens(page, ['/data-saver', '/language', '/theme-mode'])).toEqual([])
  })

  test('payment, subscription and the account mark the other language in both interfaces', async ({ page }) => {
    test.setTimeout(90_000)
    const userId = await loggedIn(page, DEMO.free)
    const atom = `planId=1&userId=${userId}&redirectRoute=%2Fprofile`
    const paths = [
      '/payment',
      `/atom-phone-input?${atom}`,
      `/confirm-atom-sub?phoneNumber=9791234567&${atom}`,
      '/payment-success?redirectRoute=%2Fprofile&status=success',
      '/redeem',
      '/manage-subscription',
      '/user-info',
    ]
    expect(await screens(page, paths)).toEqual([])
  })

  test('login, lists, articles and a page not found mark the other language in both interfaces', async ({ page }) => {
    test.setTimeout(90_000)
    const found = await screens(page, [
      '/login-phone',
      '/otp-input?phoneNumber=9421234567',
      '/category?categoryId=1&type=section&page=1&title=Films',
      '/article-details?type=faq&title=FAQ',
      '/promotion-details?id=1',
      '/no-such-page',
    ])
    await loggedIn(page, DEMO.premium)
    found.push(...(await screens(page, ['/favorites', '/watch-history'])))
    expect(found).toEqual([])
  })
})

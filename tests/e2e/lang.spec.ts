import type { Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { openIn, visit, type Lang } from './support/a11y.ts'
import { startPlaying } from './support/player.ts'

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

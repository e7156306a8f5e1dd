import type { Browser, BrowserContext, Page } from '@playwright/test'
import { test, expect } from './support/fixtures.ts'
import { DEMO, logInThroughApi } from './support/session.ts'
import { inEnglish } from './support/otp.ts'

/*
 * In-app browsers, emulated in Chromium: the host app's user agent (the context's userAgent) and
 * what such browsers lack (Web Share, Background Fetch, the install prompt) taken away before any
 * page script runs. Not emulated: the host app's own storage clearing, or Chrome opening from an
 * intent address (the test sees the address the page asks for, not another app starting).
 */

const UA = {
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/446.0.0.34.110;]',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.41.111;FBBV/541327513;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/543184384]',
  viberAndroid:
    'Mozilla/5.0 (Linux; Android 11; vivo 1904 Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Viber/20.8.1.0',
}

/** The APIs in-app browsers usually lack, removed as if the host app never had them. */
async function withoutFullBrowserApis(target: Pick<BrowserContext, 'addInitScript'>): Promise<void> {
  await target.addInitScript(() => {
    for (const [owner, name] of [
      [Navigator.prototype, 'share'],
      [Navigator.prototype, 'canShare'],
      [window, 'BackgroundFetchManager'],
      [Window.prototype, 'onbeforeinstallprompt'],
      [window, 'onbeforeinstallprompt'],
    ] as const) {
      try {
        delete (owner as unknown as Record<string, unknown>)[name]
      } catch {
        // Not there to begin with.
      }
    }
  })
}

async function inAppContext(
  browser: Browser,
  baseURL: string,
  userAgent: string,
  extra: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, userAgent, serviceWorkers: 'block', ...extra })
  await withoutFullBrowserApis(context)
  const page = await context.newPage()
  await inEnglish(page)
  return { context, page }
}

// Nothing here needs the worker; its first install would only compete with the page on shared cores.
test.use({ serviceWorkers: 'block' })

const notice = (page: Page) => page.getByRole('region', { name: 'In-app browser' })

test('inside Facebook on Android the line names Facebook, Open in Chrome asks for the intent address of the same place, and once dismissed the line stays away', async ({
  browser,
  server,
}) => {
  const { context, page } = await inAppContext(browser, server.url, UA.facebookAndroid)
  try {
    await page.goto('/search?query=love&checked=1')
    await expect(notice(page)).toContainText(
      "You're inside Facebook. Downloads and your login stay in Facebook's browser; open in Chrome to keep them.",
    )

    // The address the page navigates to: Chromium here has no Chrome to hand an intent to.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    const asked = new Promise<string>((resolve) =>
      cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => e.url.startsWith('intent:') && resolve(e.url)),
    )
    await notice(page).getByRole('button', { name: 'Open in Chrome' }).click()
    const host = new URL(server.url).host
    expect(await asked).toBe(`intent://${host}/search?query=love#Intent;scheme=http;package=com.android.chrome;end`)

    // Chromium here has no Chrome to take the intent: it passes the address to the desktop's
    // external-protocol handling, and from then on that tab drops pointer input, even after a reload
    // (no pointerdown reaches the page; keys still do), as under a tab-modal prompt no one sees
    // headless. On a phone Chrome opens instead; the viewer's way back to the line is another tab.
    const back = await context.newPage()
    await inEnglish(back)
    await back.goto('/search?query=love&checked=1')
    await notice(back).getByRole('button', { name: 'Dismiss' }).click()
    await expect(notice(back)).toHaveCount(0)
    await back.reload()
    // The late shell (the toasts' live region) has mounted, and every chunk it asked for has arrived.
    await expect(back.getByTestId('toasts')).toHaveCount(1)
    await back.waitForLoadState('networkidle')
    await expect(notice(back)).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('the download sheet inside Viber warns that Viber may delete the download, and that it needs the page open', async ({
  browser,
  server,
}) => {
  const { context, page } = await inAppContext(browser, server.url, UA.viberAndroid)
  // The first-start line is not this test's subject.
  await page.addInitScript(() => localStorage.setItem('IN_APP_NOTICE_DISMISSED', '1'))
  try {
    await page.goto('/?checked=1')
    await logInThroughApi(page, DEMO.free)
    await page.goto('/content?id=1')
    const row = page.getByRole('listitem').filter({ has: page.locator('a[href*="contentChildId=101&"]') })
    await row.getByRole('button', { name: 'Download' }).click()
    const sheet = page.getByRole('dialog', { name: 'Download quality' })
    await expect(sheet.getByRole('note')).toContainText('Viber may delete this download when it clears its storage.')
    await expect(sheet.getByRole('note')).toContainText('Here a download goes on only while this page stays open.')
  } finally {
    await context.close()
  }
})

test('elsewhere the link is copied with clear words, a refused clipboard shows it, and a logged-in viewer\'s link carries the login only after "Continue as…", once', async ({
  browser,
  server,
}) => {
  const inApp = await inAppContext(browser, server.url, UA.facebookIos, { permissions: ['clipboard-read', 'clipboard-write'] })
  const chrome = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })
  const stranger = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })
  try {
    const a = inApp.page
    await a.goto('/search?query=love&checked=1')
    const copy = notice(a).getByRole('button', { name: 'Copy the link for Chrome' })
    await copy.click()
    await expect(notice(a).getByRole('status')).toHaveText("Link copied. Paste it into Chrome's address bar.")
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(`${server.url}/search?query=love`)

    await a.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('refused', 'NotAllowedError'))
    })
    await copy.click()
    await expect(notice(a).getByRole('status')).toContainText('This browser did not let us copy.')
    await expect(notice(a).getByRole('textbox', { name: 'Link to open in Chrome' })).toHaveValue(`${server.url}/search?query=love`)

    // Logged in (the reload brings the real clipboard back), the link carries a hand-off code.
    await logInThroughApi(a, DEMO.free)
    await copy.click()
    await expect(notice(a).getByRole('status')).toContainText('within 2 minutes to stay logged in there')
    const link = await a.evaluate(() => navigator.clipboard.readText())
    expect(link).toMatch(new RegExp(`^${server.url}/handoff\\?to=%2Fsearch%3Fquery%3Dlove#code=[\\w-]{43}$`))

    // Someone else who is sent the link is asked, and "Not me" leaves them logged out, the code unspent.
    const c = await stranger.newPage()
    await inEnglish(c)
    await c.goto(link)
    await expect(c.getByText('Continue as Su Myat Noe?')).toBeVisible()
    await c.getByRole('button', { name: 'Not me' }).click()
    await expect(c).toHaveURL(`${server.url}/`)

    const b = await chrome.newPage()
    await inEnglish(b)
    await b.goto(link)
    // Nothing happens before the viewer says the login is theirs; the code leaves the address.
    await expect(b.getByText('Continue as Su Myat Noe?')).toBeVisible()
    await expect(b.getByText('Phone number ending in 3456')).toBeVisible()
    expect(new URL(b.url()).hash).toBe('')
    expect(
      await b.evaluate(
        () =>
          new Promise((resolve) => {
            const req = indexedDB.open('yoke-shin')
            req.onsuccess = () => {
              const db = req.result
              if (!db.objectStoreNames.contains('session')) return resolve(null)
              const get = db.transaction('session').objectStore('session').get('current')
              get.onsuccess = () => resolve(get.result ?? null)
            }
          }),
      ),
    ).toBeNull()
    await b.getByRole('button', { name: 'Continue as Su Myat Noe' }).click()
    await expect(b).toHaveURL(`${server.url}/search?query=love`)
    await b.goto('/profile')
    await expect(b.getByRole('main').getByText('Su Myat Noe')).toBeVisible()

    // The same link again, from anyone: spent, with its own words.
    await c.goto(link)
    await expect(c.getByTestId('handoff-refused')).toHaveText('This link has already been used. Make a new one in the other app.')

    // The first browser is still logged in on its own session.
    await a.goto('/profile')
    await expect(a.getByRole('main').getByText('Su Myat Noe')).toBeVisible()
  } finally {
    await inApp.context.close()
    await chrome.close()
    await stranger.close()
  }
})

test('in a real browser there is no in-app line; a made-up code is told it is not valid, an address without one that it carries no login', async ({
  page,
}) => {
  await inEnglish(page)
  await page.goto(`/handoff?to=%2Fprofile&checked=1#code=${'A'.repeat(43)}`)
  await expect(page.getByTestId('handoff-refused')).toHaveText('This link is not valid. Make a new one in the other app.')
  await page.goto('/handoff?to=%2Fprofile&checked=1')
  await expect(page.getByTestId('handoff-refused')).toHaveText("This link doesn't carry a login.")
  await expect(page.getByTestId('toasts')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
  await expect(notice(page)).toHaveCount(0)
})

import puppeteer from 'puppeteer-core'
import type { Driver } from './driver.ts'

/** Firefox ESR from Debian, headless, over WebDriver BiDi. */
export async function firefox(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: { 'media.autoplay.default': 0 },
  })
  const page = await browser.newPage()
  page.setDefaultTimeout(60_000)
  return {
    engine: 'Firefox ESR',
    version: await browser.version(),
    async goto(url) {
      // The app may replace its own address while it starts; that navigation is the one to wait for.
      for (let attempt = 0; ; attempt++) {
        try {
          await page.goto(url, { waitUntil: 'load' })
          return
        } catch (e) {
          // The page's own navigation (the app moving on after a login, say) cut this one short.
          if (!String(e).includes('NS_BINDING_ABORTED') || attempt >= 2) throw e
          await page.waitForNetworkIdle({ idleTime: 300, timeout: 30_000 }).catch(() => undefined)
        }
      }
    },
    run: <T>(fn: string, arg?: unknown) => page.evaluate(`(${fn})(${JSON.stringify(arg ?? null)})`) as Promise<T>,
    click: (css) => page.click(css),
    close: () => browser.close(),
  }
}

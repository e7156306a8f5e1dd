import { TestServer } from '../../tests/e2e/support/server.ts'
import { launch } from './browser.ts'
const server = await TestServer.create()
const browser = await launch()
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  await page.goto(`${server.url}/?checked=1`)
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { polling: 100, timeout: 30000 })
  await page.waitForSelector('main section a img')
  await page.reload()
  await page.waitForSelector('main section a img')
  await page.waitForTimeout(1000)
  await server.stop()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, { path: '/tmp/bench-exp/off.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading', 'navigation', 'blink.resource', 'devtools.timeline.async'] })
  await page.reload()
  await page.waitForFunction(() => { const i = document.querySelector('main img[fetchpriority="high"]') as HTMLImageElement | null; const r = document.querySelector('main section a img') as HTMLImageElement | null; return i?.complete && r?.complete })
  await page.waitForTimeout(300)
  await browser.stopTracing()
  console.log(await page.evaluate(() => JSON.stringify(performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round(e.responseEnd)]).concat(performance.getEntriesByType('paint').map((e) => [e.name, Math.round(e.startTime), 0])).concat([['nav', 0, Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd)], ['dcl', 0, Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd)]]))))
} finally { await browser.close(); await server.dispose() }

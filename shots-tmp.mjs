import { chromium } from '@playwright/test'
const BASE = 'http://127.0.0.1:8083'
const [,, lang = 'my', theme = 'light', ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: theme })
const page = await ctx.newPage()
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()) })
await page.addInitScript(([l, th]) => { localStorage.setItem('LANGUAGE', l); localStorage.setItem('THEME_MODE', th); sessionStorage.setItem('HE_CHECK_STARTED', '1') }, [lang, theme])
await page.goto(BASE + '/?checked=1')
if (process.env.LOGIN) {
  const phone = process.env.LOGIN
  await page.evaluate(async (local) => {
    const msisdn = `959${local.replace(/^0?9/, '')}`
    const post = async (path, body) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()
    await post('/v1/auth/send-otp', { phone: msisdn })
    const otp = await (await fetch(`/__dev/otp?phone=${msisdn}`)).json()
    const auth = await post('/v1/auth/verify-otp', { phone: msisdn, code: otp.code, platform: 'pwa' })
    const open = () => new Promise((res, rej) => { const r = indexedDB.open('yoke-shin'); r.onsuccess = () => res(r.result); r.onerror = () => rej(r.error) })
    let db = await open()
    for (let i = 0; i < 50 && !db.objectStoreNames.contains('session'); i++) { db.close(); await new Promise(r => setTimeout(r, 100)); db = await open() }
    await new Promise((res) => { const tx = db.transaction(['session','meta'], 'readwrite'); const now = Date.now()
      tx.objectStore('session').put({ key: 'current', sid: 's'+now, userId: auth.userInfo.id, name: auth.userInfo.name, phone: auth.userInfo.phone, accessToken: auth.token.accessToken, refreshToken: auth.token.refreshToken, savedAt: now })
      tx.objectStore('meta').put({ key: 'owner', scope: 'device', value: auth.userInfo.id, at: now }); tx.oncomplete = res })
  }, phone)
}
for (const p of paths) {
  await page.goto(BASE + p)
  await page.waitForTimeout(1200)
  const name = `/tmp/shot-${lang}-${theme}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`
  await page.screenshot({ path: name })
  console.log(name, page.url())
}
await browser.close()

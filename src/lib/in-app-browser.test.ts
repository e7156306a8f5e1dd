import { describe, expect, it } from 'vitest'
import { chromeIntentUrl, detectInAppBrowser, missingFeatures } from './in-app-browser'

// Real user agents, as the apps sent them (Android builds carry the WebView's `; wv)` too).
const UA = {
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 12; SM-A125F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/446.0.0.34.110;]',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.41.111;FBBV/541327513;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5;FBRV/543184384]',
  messengerAndroid:
    'Mozilla/5.0 (Linux; Android 13; Redmi Note 11 Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 [FB_IAB/Orca-Android;FBAV/437.0.0.30.117;]',
  messengerIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/432.0.0.29.109;FBBV/523312063;FBDV/iPhone12,1;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/2;FBID/phone;FBLC/en_US;FBOP/5]',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.1.0.41.113 Android (33/13; 450dpi; 1080x2340; samsung; SM-S901B; r0q; qcom; en_US; 541635890)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 308.0.2.18.106 (iPhone13,2; iOS 17_1_2; en_US; en; scale=3.00; 1170x2532; 534961953)',
  viberAndroid:
    'Mozilla/5.0 (Linux; Android 11; vivo 1904 Build/RP1A.200720.012; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/118.0.5993.111 Mobile Safari/537.36 Viber/20.8.1.0',
  telegramAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-A236B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36 Telegram-Android/10.5.0 (Samsung SM-A236B; Android 13; SDK 33; AVERAGE)',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 10; SM-G973F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.66 Mobile Safari/537.36 Line/13.19.1/IAB',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.19.0',
  webview:
    'Mozilla/5.0 (Linux; Android 12; TECNO KG5n Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
  firefoxDesktop: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  // "Online/" and "Timeline/" must not read as LINE.
  notLine:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Timeline/2.0 Online/1',
}

describe('detectInAppBrowser', () => {
  it.each([
    ['facebookAndroid', 'facebook', true],
    ['facebookIos', 'facebook', false],
    ['messengerAndroid', 'messenger', true],
    ['messengerIos', 'messenger', false],
    ['instagramAndroid', 'instagram', true],
    ['instagramIos', 'instagram', false],
    ['viberAndroid', 'viber', true],
    ['telegramAndroid', 'telegram', true],
    ['lineAndroid', 'line', true],
    ['lineIos', 'line', false],
    ['webview', 'webview', true],
  ] as const)('names %s as %s (Android: %s)', (name, host, android) => {
    expect(detectInAppBrowser(UA[name])).toEqual({ host, android })
  })

  it.each(['chromeAndroid', 'samsungInternet', 'safariIos', 'firefoxDesktop', 'notLine'] as const)(
    'takes %s for a real browser',
    (name) => {
      expect(detectInAppBrowser(UA[name])).toBeNull()
    },
  )

  it('takes an empty user agent for a real browser', () => {
    expect(detectInAppBrowser('')).toBeNull()
  })
})

describe('missingFeatures', () => {
  it('reports what the scope lacks, not what its user agent suggests', () => {
    expect(missingFeatures({ navigator: {} })).toEqual({ webShare: true, backgroundFetch: true, installPrompt: true })
  })

  it('finds each feature a full browser has', () => {
    const full = { navigator: { share: () => Promise.resolve() }, BackgroundFetchManager: class {}, onbeforeinstallprompt: null }
    expect(missingFeatures(full)).toEqual({ webShare: false, backgroundFetch: false, installPrompt: false })
  })

  it('takes a share that is not a function for missing', () => {
    expect(missingFeatures({ navigator: { share: 'yes' } }).webShare).toBe(true)
  })
})

describe('chromeIntentUrl', () => {
  it('opens the same path and query in Chrome', () => {
    expect(chromeIntentUrl(new URL('https://yokeshin.example/content?id=42&episode=3'))).toBe(
      'intent://yokeshin.example/content?id=42&episode=3#Intent;scheme=https;package=com.android.chrome;end',
    )
  })

  it('keeps a port and carries a fragment before #Intent', () => {
    expect(chromeIntentUrl(new URL('https://yokeshin.example:8443/handoff?to=%2Fsearch#code=abc'))).toBe(
      'intent://yokeshin.example:8443/handoff?to=%2Fsearch#code=abc#Intent;scheme=https;package=com.android.chrome;end',
    )
  })

  it('drops an empty fragment', () => {
    expect(chromeIntentUrl(new URL('https://yokeshin.example/#'))).toBe(
      'intent://yokeshin.example/#Intent;scheme=https;package=com.android.chrome;end',
    )
  })

  it('keeps http only where the page itself is http', () => {
    expect(chromeIntentUrl(new URL('http://127.0.0.1:4173/'))).toContain(';scheme=http;')
  })
})

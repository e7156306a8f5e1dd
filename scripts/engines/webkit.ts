import { spawn } from 'node:child_process'
import { openSync } from 'node:fs'
import { freePort } from '../../tests/e2e/support/server.ts'
import type { Driver } from './driver.ts'

const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/**
 * WebKitGTK's MiniBrowser under WebKitWebDriver (classic WebDriver: no BiDi), which needs a display:
 * run under `xvfb-run -a` (the script re-runs itself so).
 */
export async function webkit(binary = process.env.WEBKIT_BROWSER ?? MINI_BROWSER): Promise<Driver> {
  const port = await freePort()
  // WEBKIT_LOG=<file> keeps what the driver and the browser print (GST_DEBUG's words among them).
  const log = process.env.WEBKIT_LOG ? openSync(process.env.WEBKIT_LOG, 'a') : 'ignore'
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { stdio: ['ignore', log, log] })
  const base = `http://127.0.0.1:${port}`
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await res.json()) as { value: T & { error?: string; message?: string } }
    if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error ?? res.status} ${json.value?.message ?? ''}`)
    return json.value
  }
  for (let i = 0; ; i++) {
    try {
      await call('GET', '/status')
      break
    } catch (e) {
      if (i > 50) throw e
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  const session = await call<{ sessionId: string; capabilities: { browserVersion?: string } }>('POST', '/session', {
    capabilities: {
      alwaysMatch: {
        'webkitgtk:browserOptions': { binary, args: ['--automation', ...(process.env.WEBKIT_ARGS ?? '').split(' ').filter(Boolean)] },
      },
    },
  })
  const s = `/session/${session.sessionId}`
  await call('POST', `${s}/timeouts`, { script: 120_000, pageLoad: 60_000 })
  const run = async <T>(fn: string, arg?: unknown): Promise<T> => {
    const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn})(arguments[0])).then((value) => done({ value }), (e) => done({ error: String(e && e.message || e) }))`
    const out = await call<{ value?: T; error?: string }>('POST', `${s}/execute/async`, { script, args: [arg ?? null] })
    if (out.error !== undefined) throw new Error(out.error)
    return out.value as T
  }
  return {
    engine: 'WebKitGTK',
    version: session.capabilities.browserVersion ?? 'unknown',
    async goto(url) {
      await call('POST', `${s}/url`, { url })
      // The app may replace its own address while it starts (the header-enrichment check goes out and
      // comes back): a script sent meanwhile dies with the page, so wait for the page that stays.
      for (let attempt = 0; ; attempt++) {
        try {
          await run(
            'async () => { await new Promise((r) => setTimeout(r, 300)); if (document.readyState !== "complete") throw new Error("loading") }',
          )
          return
        } catch (e) {
          if (!/unload|no such frame|loading/i.test(String(e)) || attempt >= 20) throw e
        }
      }
    },
    run,
    async click(css) {
      // The element's reference is the one value of the answer, under the W3C element key.
      const found = await call<Record<string, string>>('POST', `${s}/element`, { using: 'css selector', value: css })
      await call('POST', `${s}/element/${Object.values(found)[0]}/click`, {})
    },
    async close() {
      await call('DELETE', s).catch(() => undefined)
      driver.kill()
    },
  }
}

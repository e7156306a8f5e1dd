import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { gatePage, goesToChecker } from './gate-page.ts'

const PAGE = `<!doctype html>
<html lang="my">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/icons/icon-192.png" type="image/png" />
    <link rel="apple-touch-icon" href="/icons/icon-192.png" />
    <title>Yoke Shin</title>
    <meta property="og:title" content="A title" />
    <style>body{color:red}</style>
    <link rel="preload" as="image" href="/images/sliders/1.webp?w=640" fetchpriority="high">
  <script>gate()</script>
<meta name="player-code" content="/assets/player-1.js /assets/after-paint-2.js">
<meta name="player-engine" content="/assets/hls-3.js">
<link rel="manifest" href="/manifest.webmanifest"></head>
  <body><div id="root"></div><div id="boot">shell</div></body>
</html>`

describe('the gate page', () => {
  it('keeps the head and its inline gate, without the stylesheet, icons, manifest or body', () => {
    const page = gatePage(PAGE)
    expect(page).toContain('<script>gate()</script>')
    expect(page).toContain('<meta property="og:title" content="A title" />')
    expect(page).toContain('<title>Yoke Shin</title>')
    expect(page).toContain('<html data-gate-only lang="my">')
    expect(page).not.toContain('<style>')
    expect(page).not.toContain('icon-192')
    expect(page).not.toContain('manifest')
    expect(page).not.toContain('shell')
    expect(page).not.toContain('/assets/')
    expect(page).not.toContain('preload')
    expect(page).toMatch(/<\/head><body><\/body><\/html>\n$/)
  })

  it('leaves a page without a head as it is', () => {
    expect(gatePage('<p>odd</p>')).toBe('<p>odd</p>')
  })
})

describe('which request gets the gate page', () => {
  const app = new Hono().get('*', (c) => c.text(String(goesToChecker(c))))
  const ask = async (path: string, headers: Record<string, string>) => (await app.request(path, { headers })).text()

  it("a browser's navigation that is not the checker's way back", async () => {
    expect(await ask('/', { 'sec-fetch-mode': 'navigate' })).toBe('true')
    expect(await ask('/content?id=3', { 'sec-fetch-mode': 'navigate' })).toBe('true')
  })

  it("not the checker's way back, with or without a token", async () => {
    expect(await ask('/?checked=1&state=abc', { 'sec-fetch-mode': 'navigate' })).toBe('false')
    expect(await ask('/?checked=1&token=t&state=abc', { 'sec-fetch-mode': 'navigate' })).toBe('false')
  })

  it("not a worker's or a script's fetch of the page, nor a browser that does not say (a link preview)", async () => {
    expect(await ask('/', { 'sec-fetch-mode': 'cors' })).toBe('false')
    expect(await ask('/', { 'sec-fetch-mode': 'same-origin' })).toBe('false')
    expect(await ask('/', {})).toBe('false')
  })
})

import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeTestApp, tempDir } from '../test-support/harness.ts'
import { escapeHtml } from '../services/text.ts'

function appWithPage() {
  const dist = tempDir('dist-')
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Yoke Shin</title></head><body><div id="root"></div></body></html>',
  )
  return makeTestApp({ config: { staticDir: dist, publicOrigin: 'https://watch.example' } })
}

const page = async (t: ReturnType<typeof makeTestApp>, path: string) =>
  (await t.request('GET', path, { headers: { accept: 'text/html' } })).text()
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1]

describe('link previews of a title’s page', () => {
  it('draws Open Graph and Twitter card tags: title, one line of description, absolute poster and page address', async () => {
    const t = appWithPage()
    t.db.prepare("UPDATE titles SET description = 'First line.\nSecond line.' WHERE id = 1").run()
    const html = await page(t, '/content?id=1')
    const poster = (t.db.prepare('SELECT poster_img AS p FROM titles WHERE id = 1').get() as { p: string }).p
    const title = (t.db.prepare('SELECT title FROM titles WHERE id = 1').get() as { title: string }).title
    expect(meta(html, 'og:title')).toBe(title)
    expect(meta(html, 'og:description')).toBe('First line.')
    expect(meta(html, 'og:image')).toBe(`https://watch.example${poster}`)
    expect(meta(html, 'og:url')).toBe('https://watch.example/content?id=1')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:image')).toBe(`https://watch.example${poster}`)
    expect(html).toContain(`<title>${title} · Yoke Shin</title>`)
  })

  it("a title made of replacement patterns ($&, $', $`, $1) is written as it is and keeps the page whole", async () => {
    const t = appWithPage()
    const title = "$& $' $` $1 $$"
    t.db.prepare('UPDATE titles SET title = ?, description = ? WHERE id = 1').run(title, "$'$&")
    const html = await page(t, '/content?id=1')
    expect(meta(html, 'og:title')).toBe(escapeHtml(title))
    expect(meta(html, 'twitter:title')).toBe(escapeHtml(title))
    expect(meta(html, 'og:description')).toBe(escapeHtml("$'$&"))
    expect(html).toContain(`<title>${escapeHtml(title)} · Yoke Shin</title>`)
    expect(html.match(/<\/head>/g)).toHaveLength(1)
    expect(html.match(/<body>/g)).toHaveLength(1)
    expect(html.endsWith('</body></html>')).toBe(true)
  })

  it('escapes a title or description that holds markup', async () => {
    const t = appWithPage()
    t.db
      .prepare(`UPDATE titles SET title = '"><script>alert(1)</script>', description = '<img src=x onerror=alert(1)> & more' WHERE id = 1`)
      .run()
    const html = await page(t, '/content?id=1')
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(meta(html, 'og:title')).toBe('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(meta(html, 'og:description')).toBe('&#60;img src=x onerror=alert(1)&#62; &#38; more')
  })

  it('builds addresses on PUBLIC_ORIGIN, never on the Host header', async () => {
    const t = appWithPage()
    const html = await (await t.request('GET', 'http://evil.example/content?id=1', { headers: { accept: 'text/html' } })).text()
    expect(html).not.toContain('evil.example')
    expect(meta(html, 'og:url')).toBe('https://watch.example/content?id=1')
  })

  it.each(['999', 'abc', '1e3', '-1', ''])('adds nothing for id=%s, which names no title', async (id) => {
    const t = appWithPage()
    const html = await page(t, `/content?id=${id}`)
    expect(html).not.toContain('og:')
    expect(html).toContain('<title>Yoke Shin</title>')
  })
})

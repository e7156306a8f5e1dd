import { describe, expect, it } from 'vitest'
import { withBootResults, type BootResult } from './search-boot.ts'

const page = '<html><head></head><body><div id="boot"><!--boot-feed--><p>feed</p><!--/boot-feed--></div></body></html>'
const result = (id: number, over: Partial<BootResult> = {}): BootResult => ({
  id,
  title: `Title ${id}`,
  actors: 'Someone',
  contentType: 'single',
  posterImg: `/images/posters/${id}.webp`,
  isFree: false,
  ...over,
})
const bootJson = (html: string) =>
  JSON.parse(/<script type="application\/json" id="boot-results">(.*?)<\/script>/s.exec(html)![1]!) as unknown

describe('the first results drawn into a search page', () => {
  it("replace the shell's feed with a row per result, each poster named but not fetched by the page", () => {
    const html = withBootResults(page, 'golden', [result(1), result(2)])
    expect(html).not.toContain('<p>feed</p>')
    // Marked, so the shell's rule that hides home's skeleton on other screens leaves them showing.
    expect(html).toContain('<!--boot-feed--><div class="pb-8" data-boot-results>')
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toContain(
      '<img data-boot-src="/images/posters/1.webp?w=224" data-boot-srcset="/images/posters/1.webp?w=112 112w, /images/posters/1.webp?w=168 168w, /images/posters/1.webp?w=224 224w" data-boot-sizes="64px"',
    )
    expect(html).toContain('<img data-boot-src="/images/posters/2.webp?w=224"')
    expect(html).not.toMatch(/<img[^>]* src=/)
    expect(bootJson(html)).toEqual({ query: 'golden', results: [result(1), result(2)] })
    // The feed's marks stay, and all outside them is untouched.
    expect(html.startsWith('<html><head></head><body><div id="boot"><!--boot-feed-->')).toBe(true)
    expect(html.endsWith('<!--/boot-feed--></div></body></html>')).toBe(true)
  })

  it("ask for the first row's posters at high priority, the largest paint, and the rest at the browser's", () => {
    const html = withBootResults(page, 'golden', [result(1), result(2), result(3), result(4)])
    const posters = html.match(/<img [^>]*>/g)!
    expect(posters).toHaveLength(4)
    expect(posters.map((img) => img.includes('fetchpriority="high"'))).toEqual([true, true, false, false])
  })

  it('keep a hostile title or query inside their JSON, read back exactly', () => {
    const hostile = '</script><script>alert(1)</script><!--'
    const html = withBootResults(page, hostile, [result(1, { title: hostile, actors: '"><img src=x onerror=alert(1)>' })])
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(bootJson(html)).toEqual({ query: hostile, results: [result(1, { title: hostile, actors: '"><img src=x onerror=alert(1)>' })] })
  })

  it('draw no image for a poster path that is not a plain one of this site', () => {
    const paths = ['https://evil.test/a.webp', '//evil.test/a.webp', 'javascript:alert(1)', '/a b.webp', '/a".webp', '']
    const html = withBootResults(
      page,
      'q',
      paths.map((posterImg, i) => result(i + 1, { posterImg })),
    )
    expect(html.match(/<li /g)).toHaveLength(paths.length)
    expect(html).not.toContain('<img')
  })

  it('leave a page alone when nothing matched or it has no feed to draw over', () => {
    expect(withBootResults(page, 'q', [])).toBe(page)
    const bare = '<html><body><div id="root"></div></body></html>'
    expect(withBootResults(bare, 'q', [result(1)])).toBe(bare)
    const reversed = '<!--/boot-feed--><p>x</p><!--boot-feed-->'
    expect(withBootResults(reversed, 'q', [result(1)])).toBe(reversed)
  })
})

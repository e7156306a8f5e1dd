import { describe, expect, it } from 'vitest'
import DOMPurify, { type WindowLike } from 'dompurify'
import { INTERNAL_LINK_ATTR, createSanitizer } from './html-policy'

const ORIGIN = 'https://app.example'

/**
 * happy-dom defines nodeName and nodeType on each subclass, so the Node.prototype getters that
 * DOMPurify borrows answer '' there; a Node whose getters read the instance makes it behave as in
 * a browser (the policy under test is the same either way).
 */
function browserLikeWindow(): WindowLike {
  const RealNode = window.Node
  const read = (name: 'nodeName' | 'nodeType' | 'ownerDocument') => ({
    get(this: Node) {
      return this[name]
    },
  })
  const NodeShim = function NodeShim() {} as unknown as typeof Node
  NodeShim.prototype = Object.create(RealNode.prototype, {
    nodeName: read('nodeName'),
    nodeType: read('nodeType'),
    ownerDocument: read('ownerDocument'),
  }) as Node
  Object.defineProperty(NodeShim, Symbol.hasInstance, { value: (v: unknown) => v instanceof RealNode })
  return {
    document: window.document,
    DocumentFragment: window.DocumentFragment,
    HTMLTemplateElement: window.HTMLTemplateElement,
    Node: NodeShim,
    Element: window.Element,
    NodeFilter: window.NodeFilter,
    NamedNodeMap: window.NamedNodeMap,
    HTMLFormElement: window.HTMLFormElement,
    DOMParser: window.DOMParser,
  } as WindowLike
}

const clean = createSanitizer(DOMPurify(browserLikeWindow()), ORIGIN)

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<details open ontoggle=alert(1)>',
  '<div onmouseover="alert(1)">x</div>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="#" onclick="alert(1)">x</a>',
  '<area href="javascript:alert(1)">',
  '<img srcset="javascript:alert(1) 1x">',
]

const CONTEXTS: ((v: string) => string)[] = [
  (v) => v,
  (v) => `<p>Hello ${v} world</p>`,
  (v) => `<div><ul><li>${v}</li></ul></div>`,
  (v) => `<table><tr><td>${v}</td></tr></table>`,
  (v) => `<h2>Title</h2><blockquote>${v}</blockquote><p>after</p>`,
]

function dangers(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html')
  const found: string[] = []
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase()
    if (['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta'].includes(tag)) found.push(`<${tag}>`)
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`)
      // eslint-disable-next-line no-control-regex -- browsers skip control characters in a scheme
      const value = attr.value.replace(/[\u0000-\u0020]/g, '')
      if (/^(javascript|vbscript):/i.test(value) || /^data:text\/html/i.test(value)) found.push(`${tag}[${attr.name}=${attr.value}]`)
      if (/javascript:/i.test(value) && attr.name === 'style') found.push(`${tag}[style]`)
    }
  }
  if (/<script/i.test(html)) found.push('<script text')
  return found
}

describe('HTML sanitiser', () => {
  const payloads = VECTORS.flatMap((vector) => CONTEXTS.map((wrap) => wrap(vector)))

  it('is tried against at least 100 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100)
  })

  it.each(payloads)('leaves no script, handler or script URL in %s', (payload) => {
    expect(dangers(clean(payload))).toEqual([])
  })

  it('keeps ordinary article markup', () => {
    const html = '<h2>FAQ</h2><p>Open <strong>Profile</strong> and <em>pay</em>.</p><ul><li>MPT</li></ul><img src="/images/a.webp" alt="a">'
    expect(clean(html)).toBe(html)
  })

  it('keeps an inline raster image but no other data: URL', () => {
    expect(clean('<img src="data:image/png;base64,iVBORw0KGgo=">')).toContain('data:image/png')
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain('data:')
  })
})

describe('link rewriting', () => {
  const link = (html: string) => {
    const doc = new DOMParser().parseFromString(clean(html), 'text/html')
    const a = doc.querySelector('a')
    if (!a) throw new Error('no link survived')
    return a
  }

  it('keeps same-origin links in the app, as paths marked for client-side navigation', () => {
    for (const href of ['/content?id=3', `${ORIGIN}/content?id=3`, 'content?id=3']) {
      const a = link(`<a href="${href}" target="_top" rel="opener">x</a>`)
      expect(a.getAttribute('href')).toBe('/content?id=3')
      expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(true)
      expect(a.hasAttribute('target')).toBe(false)
      expect(a.hasAttribute('rel')).toBe(false)
    }
  })

  it('opens other origins in a new tab without opener or referrer', () => {
    for (const href of [
      'https://mpt.com.mm/plans',
      'http://app.example.evil.com/',
      '//evil.example/x',
      'mailto:help@app.example',
      'tel:+959421234567',
    ]) {
      const a = link(`<a href="${href}">x</a>`)
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
      expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(false)
    }
  })

  // Each href below is one that a browser, the router or a later re-read of the rewritten href
  // would take to another host: none may become an in-app link.
  const OFF_SITE = [
    ['a dot segment before a double slash (the reported article link)', '/.//evil.example/p'],
    ['a parent segment before a double slash', '/..//evil.example/p'],
    ['a segment undone by a parent before a double slash', '/a/..//evil.example/p'],
    ['a deeper path undone back to a double slash', '/a/b/../..//evil.example/p'],
    ['an encoded dot segment', '/%2e//evil.example/p'],
    ['an encoded parent segment', '/%2E%2E//evil.example/p'],
    ['a dot segment then a backslash then a slash', '/.\\/evil.example/p'],
    ['a dot segment then a slash then a backslash', '/./\\evil.example/p'],
    ['a slash and a backslash', '/\\evil.example/p'],
    ['two backslashes', '\\\\evil.example/p'],
    ['a backslash then a slash', '\\/evil.example/p'],
    ['a protocol-relative address', '//evil.example/p'],
    ['three slashes', '///evil.example/p'],
    ['an encoded second slash', '/%2F/evil.example/p'],
    ['two encoded slashes', '/%2f%2fevil.example/p'],
    ['an encoded backslash', '/%5Cevil.example/p'],
    ['a double-encoded pair of slashes', '/%252F%252Fevil.example/p'],
    ['a triple-encoded pair of slashes', '/%25252F%25252Fevil.example/p'],
    ['an encoded slash after a dot segment', '/.%2F/evil.example/p'],
    ['a tab between the slashes', '/\t/evil.example/p'],
    ['a newline between the slashes', '/\n/evil.example/p'],
    ['an encoded tab between the slashes', '/%09/evil.example/p'],
    ['a relative dot path to a double slash', './/evil.example/p'],
    ['a relative path undone to a double slash', 'content/..//evil.example/p'],
    ['this origin with a double-slash path', `${ORIGIN}//evil.example/p`],
    ['this origin with a dot segment before a double slash', `${ORIGIN}/.//evil.example/p`],
    ['HTML entities spelling two slashes', '&#47;&#47;evil.example/p'],
    ['HTML entities spelling a dot segment and two slashes', '&#47;&#46;&#47;&#47;evil.example/p'],
    ['a malformed escape', '/%E0%A4%A/evil.example'],
  ] as const

  it.each(OFF_SITE)('does not turn %s into an in-app link', (_name, href) => {
    const a = link(`<a href="${href}">x</a>`)
    expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(false)
    expect(a.getAttribute('target')).toBe('_blank')
    expect(a.getAttribute('rel')).toBe('noopener noreferrer')
    // Whatever stays of the address can never be read as a path to another host.
    expect(a.getAttribute('href') ?? '').not.toMatch(/^[/\\]{2}/)
  })

  it('keeps a same-origin address that is not a path in its absolute form', () => {
    expect(link('<a href="/.//evil.example/p">x</a>').getAttribute('href')).toBe(`${ORIGIN}//evil.example/p`)
  })

  it.each([
    ['a dot segment that stays a path', '/./content?id=3', '/content?id=3'],
    ['a parent segment that stays a path', '/a/../content?id=3', '/content?id=3'],
    [
      'an encoded Burmese search',
      '/search?query=%E1%80%9B%E1%80%AF%E1%80%95%E1%80%BA',
      '/search?query=%E1%80%9B%E1%80%AF%E1%80%95%E1%80%BA',
    ],
    ['a single encoded slash inside a query', '/search?query=a%2Fb', '/search?query=a%2Fb'],
  ])('keeps %s in the app', (_name, href, expected) => {
    const a = link(`<a href="${href}">x</a>`)
    expect(a.getAttribute('href')).toBe(expected)
    expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(true)
  })

  it('does not let the source mark a foreign link as internal', () => {
    const a = link('<a href="https://evil.example/" data-internal>x</a>')
    expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(false)
    expect(a.getAttribute('target')).toBe('_blank')
  })
})

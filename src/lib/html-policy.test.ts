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
    for (const href of ['https://mpt.com.mm/plans', 'http://app.example.evil.com/', '//evil.example/x', 'mailto:help@app.example', 'tel:+959421234567']) {
      const a = link(`<a href="${href}">x</a>`)
      expect(a.getAttribute('target')).toBe('_blank')
      expect(a.getAttribute('rel')).toBe('noopener noreferrer')
      expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(false)
    }
  })

  it('does not let the source mark a foreign link as internal', () => {
    const a = link('<a href="https://evil.example/" data-internal>x</a>')
    expect(a.hasAttribute(INTERNAL_LINK_ATTR)).toBe(false)
    expect(a.getAttribute('target')).toBe('_blank')
  })
})

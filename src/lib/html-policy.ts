import type { DOMPurify } from 'dompurify'
import { decodeLayers, isSafeRedirect } from './redirect'

/**
 * HTML from the API: beyond DOMPurify's defaults no forms, frames, styles, SVG or data: URLs (but
 * inline raster images); same-origin links become app paths, others open without opener or referrer.
 */

/** Marks a link the app follows itself (history navigation instead of a page load). */
export const INTERNAL_LINK_ATTR = 'data-internal'

const URL_ATTRS = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'srcset', 'cite', 'longdesc']
const SAFE_DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i
const SAFE_SCHEME = /^(?:https?|mailto|tel):/i
// Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"); so does this check.
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const stripped = (v: string) => v.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')

function unsafeUrl(value: string, element: Element, attr: string): boolean {
  const v = stripped(value)
  if (/^data:/i.test(v)) return !(element.tagName === 'IMG' && attr === 'src' && SAFE_DATA_IMAGE.test(value.trim()))
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)
  return scheme !== null && !SAFE_SCHEME.test(v)
}

function rewriteLink(a: Element, origin: string): void {
  const href = a.getAttribute('href')
  a.removeAttribute('target')
  a.removeAttribute(INTERNAL_LINK_ATTR)
  if (href === null) return
  let url: URL
  try {
    url = new URL(href, `${origin}/`)
  } catch {
    a.removeAttribute('href')
    return
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (url.origin === origin && /^https?:$/.test(url.protocol) && staysAPath(path, origin)) {
    a.setAttribute('href', path)
    a.setAttribute(INTERNAL_LINK_ATTR, '')
    a.removeAttribute('rel')
    return
  }
  // Written absolute ("//host" and "/\host" too), so no later reader takes it for an app path.
  a.setAttribute('href', url.href)
  a.setAttribute('target', '_blank')
  a.setAttribute('rel', 'noopener noreferrer')
}

/** "/.//evil.example/p" resolves to "//evil.example/p", another host: a path must stay one at every decoding layer. */
function staysAPath(path: string, origin: string): boolean {
  const layers = decodeLayers(path)
  return layers !== null && layers.every((layer) => isSafeRedirect(layer, origin))
}

export function createSanitizer(purifier: DOMPurify, origin: string): (html: string) => string {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of URL_ATTRS) {
      const value = node.getAttribute(attr)
      if (value !== null && unsafeUrl(value, node, attr)) node.removeAttribute(attr)
    }
    if (node.tagName === 'A') rewriteLink(node, origin)
  })
  return (html) =>
    purifier.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: [
        'style',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'option',
        'iframe',
        'frame',
        'frameset',
        'object',
        'embed',
        'base',
        'meta',
        'link',
        'template',
        'noscript',
      ],
      FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'ping'],
      ALLOW_DATA_ATTR: false,
    })
}

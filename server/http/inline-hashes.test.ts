import { describe, expect, it } from 'vitest'
import { inlineHashes } from './inline-hashes.ts'
import { contentSecurityPolicy } from './security-headers.ts'

// The SHA-256 of the empty string, as browsers compute it for an empty element.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

describe('hashes of inline style and script', () => {
  it('gives one CSP source per <style> element, over its exact text', () => {
    expect(inlineHashes('<style></style>').styles).toEqual([EMPTY])
    expect(inlineHashes('<head><style>a{}</style></head><body><style>b{}</style></body>').styles).toHaveLength(2)
    expect(inlineHashes('<style>a{}</style>').styles).not.toEqual(inlineHashes('<style>a{} </style>').styles)
  })

  it('gives one CSP source per inline <script>, and none for a script loaded by src', () => {
    expect(inlineHashes('<script></script>').scripts).toEqual([EMPTY])
    expect(inlineHashes('<script>a()</script><script type="module" src="/x.js"></script>').scripts).toHaveLength(1)
    expect(inlineHashes('<script>a()</script>').scripts).not.toEqual(inlineHashes('<script>a() </script>').scripts)
  })

  it('gives none for a page without inline style or script', () => {
    expect(inlineHashes('<link rel="stylesheet" href="/a.css"><p style="x"><script src="/a.js"></script>')).toEqual({
      styles: [],
      scripts: [],
    })
  })
})

describe('the page policy', () => {
  it('allows the inline hashes beside the page origin, and nothing inline without them', () => {
    const policy = contentSecurityPolicy({ styles: ["'sha256-s'"], scripts: ["'sha256-j'"] })
    expect(policy).toContain("style-src 'self' 'sha256-s'")
    expect(policy).toContain("script-src 'self' 'sha256-j'")
    expect(contentSecurityPolicy()).not.toMatch(/script-src|style-src|unsafe-inline/)
  })
})

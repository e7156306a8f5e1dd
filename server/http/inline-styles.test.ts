import { describe, expect, it } from 'vitest'
import { inlineStyleHashes } from './inline-styles.ts'

describe('hashes of inline style', () => {
  it('gives one CSP source per <style> element, over its exact text', () => {
    // The SHA-256 of the empty string, as browsers compute it for an empty <style>.
    expect(inlineStyleHashes('<style></style>')).toEqual(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"])
    expect(inlineStyleHashes('<head><style>a{}</style></head><body><style>b{}</style></body>')).toHaveLength(2)
    expect(inlineStyleHashes('<style>a{}</style>')).not.toEqual(inlineStyleHashes('<style>a{} </style>'))
  })

  it('gives none for a page without inline style', () => {
    expect(inlineStyleHashes('<link rel="stylesheet" href="/a.css"><p style="x">')).toEqual([])
  })
})

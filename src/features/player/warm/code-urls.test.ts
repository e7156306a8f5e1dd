import { describe, expect, it } from 'vitest'
import { PLAYER_CODE_META, PLAYER_ENGINE_META, playerCodeUrls } from './code-urls'

function page(metas: Record<string, string>): Document {
  const doc = document.implementation.createHTMLDocument('t')
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta')
    meta.name = name
    meta.content = content
    doc.head.append(meta)
  }
  return doc
}

describe("the player's code named by the page", () => {
  const doc = page({ [PLAYER_CODE_META]: '/assets/player-a1.js /assets/data-b2.js', [PLAYER_ENGINE_META]: '/assets/hls-c3.js' })

  it("is the route's chunks, with hls.js only where the player would use it", () => {
    expect(playerCodeUrls(doc, true)).toEqual(['/assets/player-a1.js', '/assets/data-b2.js', '/assets/hls-c3.js'])
    expect(playerCodeUrls(doc, false)).toEqual(['/assets/player-a1.js', '/assets/data-b2.js'])
  })

  it('is nothing where the page names none, as on the development server', () => {
    expect(playerCodeUrls(page({}), true)).toEqual([])
  })

  it("keeps only this origin's built scripts: never another host, a scheme, a path outside the build or a non-script", () => {
    const hostile = page({
      [PLAYER_CODE_META]:
        'https://evil.example/assets/x.js //evil.example/assets/y.js javascript:alert(1) /assets/../v1/auth.js /v1/me /assets/ok-1.js /assets/style.css',
    })
    expect(playerCodeUrls(hostile, false)).toEqual(['/assets/ok-1.js'])
  })
})

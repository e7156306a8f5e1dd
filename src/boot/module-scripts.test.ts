import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { startModules } from './module-scripts'

const map = { files: ['/assets/runtime.js', '/assets/framework.js', '/assets/core.js'], entryImports: [0, 1, 2] }
const scripts = (window: Window) => [...window.document.head.querySelectorAll('script')]

describe('the start-up scripts', () => {
  it("asks for every chunk of the entry at once, as module scripts, and runs the entry only after they have all run", async () => {
    const window = new Window({ url: 'https://app.test/' })
    // Loading is left to the test: each script's load event is sent by hand.
    window.happyDOM.settings.disableJavaScriptFileLoading = true
    const document = window.document as unknown as Document
    startModules(document, '/assets/index.js', map)
    const asked = scripts(window)
    expect(asked.map((s) => [s.getAttribute('type'), s.getAttribute('src')])).toEqual([
      ['module', '/assets/runtime.js'],
      ['module', '/assets/framework.js'],
      ['module', '/assets/core.js'],
    ])
    asked[1]!.dispatchEvent(new window.Event('load'))
    asked[0]!.dispatchEvent(new window.Event('load'))
    expect(scripts(window)).toHaveLength(3)
    // A chunk that failed still lets the entry run (and fail as it would have alone).
    asked[2]!.dispatchEvent(new window.Event('error'))
    expect(scripts(window).map((s) => s.getAttribute('src'))).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/core.js', '/assets/index.js'])
    await window.happyDOM.close()
  })

  it('runs the entry at once when it imports nothing of its own', async () => {
    const window = new Window({ url: 'https://app.test/' })
    window.happyDOM.settings.disableJavaScriptFileLoading = true
    startModules(window.document as unknown as Document, '/assets/index.js', { files: [], entryImports: [] })
    expect(scripts(window).map((s) => s.getAttribute('src'))).toEqual(['/assets/index.js'])
    await window.happyDOM.close()
  })
})

import { describe, expect, it } from 'vitest'
import { Window } from 'happy-dom'
import { startModules } from './module-scripts'

const scripts = (window: Window) =>
  [...window.document.head.querySelectorAll('script')].map((s) => [s.getAttribute('type'), s.getAttribute('src')])

describe('the start-up scripts', () => {
  it('asks for every chunk of the entry as a module script of its own, in evaluation order, then the entry', async () => {
    const window = new Window({ url: 'https://app.test/' })
    window.happyDOM.settings.disableJavaScriptFileLoading = true
    const map = { files: ['/assets/runtime.js', '/assets/framework.js', '/assets/core.js'], entryImports: [0, 1, 2] }
    startModules(window.document as unknown as Document, '/assets/index.js', map)
    expect(scripts(window)).toEqual([
      ['module', '/assets/runtime.js'],
      ['module', '/assets/framework.js'],
      ['module', '/assets/core.js'],
      ['module', '/assets/index.js'],
    ])
    await window.happyDOM.close()
  })

  it('asks for the entry alone when it imports nothing of its own, and never for a file twice', async () => {
    const window = new Window({ url: 'https://app.test/' })
    window.happyDOM.settings.disableJavaScriptFileLoading = true
    startModules(window.document as unknown as Document, '/assets/index.js', { files: ['/assets/index.js'], entryImports: [0] })
    expect(scripts(window)).toEqual([['module', '/assets/index.js']])
    await window.happyDOM.close()
  })
})

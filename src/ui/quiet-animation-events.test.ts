import { afterEach, describe, expect, it } from 'vitest'
import { quietAnimationEvents } from './quiet-animation-events'

describe('quietAnimationEvents', () => {
  let root: HTMLElement
  let release: (() => void) | undefined

  afterEach(() => {
    release?.()
    release = undefined
    root.remove()
  })

  function mount() {
    // Stands in for React's root container, which listens for every event type in the bubble phase.
    root = document.createElement('div')
    const child = document.createElement('span')
    root.append(child)
    document.body.append(root)
    const heard: string[] = []
    for (const type of ['animationstart', 'animationend', 'animationiteration', 'animationcancel', 'click']) {
      root.addEventListener(type, () => heard.push(type))
    }
    return { child, heard }
  }

  it('keeps every CSS animation event from reaching a listener on an ancestor', () => {
    const { child, heard } = mount()
    release = quietAnimationEvents(window)
    for (const type of ['animationstart', 'animationiteration', 'animationend', 'animationcancel']) {
      child.dispatchEvent(new Event(type, { bubbles: true }))
    }
    expect(heard).toEqual([])
  })

  it('lets other events through', () => {
    const { child, heard } = mount()
    release = quietAnimationEvents(window)
    child.dispatchEvent(new Event('click', { bubbles: true }))
    expect(heard).toEqual(['click'])
  })

  it('lets animation events through again once released', () => {
    const { child, heard } = mount()
    quietAnimationEvents(window)()
    child.dispatchEvent(new Event('animationend', { bubbles: true }))
    expect(heard).toEqual(['animationend'])
  })
})

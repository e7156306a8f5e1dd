import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { activateSourceLocale } from '../../tests/setup/render-in-router'
import { Modal } from './Modal'

// Frames are played by hand: a callback of requestAnimationFrame runs before the frame's paint.
const frames: FrameRequestCallback[] = []
const paintFrame = async () => {
  const pending = frames.splice(0)
  pending.forEach((cb) => cb(0))
  // The dialog opens in a task posted from the frame, after its paint.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function setUp() {
  activateSourceLocale()
  frames.length = 0
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb))
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    frames[id - 1] = () => undefined
  })
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
  const view = (open: boolean) => (
    <I18nProvider i18n={i18n}>
      <Modal open={open} onClose={() => undefined} label="Announcement">
        <p>Inside</p>
      </Modal>
    </I18nProvider>
  )
  return { showModal, view }
}

describe('a modal dialog', () => {
  it('opens after the frame that draws it is painted, in a task of its own, not in the render that asked for it', async () => {
    const { showModal, view } = setUp()
    const { container } = render(view(true))
    const dialog = container.ownerDocument.querySelector('dialog')!
    expect(showModal).not.toHaveBeenCalled()
    expect(dialog.open).toBe(false)
    await paintFrame()
    expect(showModal).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(true)
  })

  it('never opens if it is closed or removed before that paint, and closes when asked', async () => {
    const { showModal, view } = setUp()
    const { rerender, unmount, container } = render(view(true))
    rerender(view(false))
    await paintFrame()
    expect(showModal).not.toHaveBeenCalled()
    rerender(view(true))
    await paintFrame()
    const dialog = container.ownerDocument.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    rerender(view(false))
    expect(dialog.open).toBe(false)
    rerender(view(true))
    unmount()
    await paintFrame()
    expect(showModal).toHaveBeenCalledOnce()
  })

  it('gives focus back to what opened it when it leaves the page unmounted, not closed', async () => {
    const { view } = setUp()
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { unmount, container } = render(view(true))
    await paintFrame()
    container.ownerDocument.querySelector<HTMLButtonElement>('dialog button')!.focus()
    unmount()
    await act(() => Promise.resolve())
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })
})

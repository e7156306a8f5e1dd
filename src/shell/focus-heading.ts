/** WCAG 2.4.3: reading starts at the new screen; a heading drawn after its data gets a few frames. */
export function focusScreenHeading(win: Window = window, frames = 120): () => void {
  let left = frames
  let id = 0
  const attempt = () => {
    const doc = win.document
    // A dialog already holds focus, or the viewer has moved on: nothing to do.
    const active = doc.activeElement
    if (doc.querySelector('dialog[open]') || active?.matches('input, textarea, select')) return
    if (active && active !== doc.body && !active.closest('nav, header')) return
    const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('header h1')
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
      return
    }
    if (--left > 0) id = win.requestAnimationFrame(attempt)
  }
  id = win.requestAnimationFrame(attempt)
  return () => win.cancelAnimationFrame(id)
}

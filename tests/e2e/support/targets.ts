import type { Page } from '@playwright/test'

export interface SmallTarget {
  /** The control's accessible name as far as the page tells it (label, the element it is labelled by, text or title). */
  name: string
  width: number
  height: number
}

/**
 * Every control on the page smaller than `min` px either way that lacks the spacing that makes up
 * for it (a `min`-px square centred on it touching no other control), as WCAG 2.5.8 counts it and
 * as the app promises at 44. Links inside a sentence, hidden and inert controls do not count.
 */
export async function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="switch"], [role="slider"], [tabindex]:not([tabindex="-1"])'
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
      if (el.closest('[inert], [aria-hidden="true"]')) return false
      // Inside an open dialog only the dialog counts; the page beneath is inert.
      const dialog = document.querySelector('dialog[open]')
      if (dialog && !dialog.contains(el)) return false
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false
      const box = el.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) return false
      // A link in running text is exempt (its size is the sentence's).
      if (
        el.tagName === 'A' &&
        el.parentElement &&
        getComputedStyle(el).display === 'inline' &&
        /^(P|LI|SPAN|DD)$/.test(el.parentElement.tagName) &&
        (el.parentElement.textContent ?? '').trim() !== (el.textContent ?? '').trim()
      )
        return false
      return true
    })
    const boxes = controls.map((el) => el.getBoundingClientRect())
    const touches = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
      a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top
    const small: { name: string; width: number; height: number }[] = []
    controls.forEach((el, i) => {
      const box = boxes[i]!
      if (box.width >= min - 0.5 && box.height >= min - 0.5) return
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const square = { left: cx - min / 2, right: cx + min / 2, top: cy - min / 2, bottom: cy + min / 2 }
      // Nested controls (a button inside a link's box) are one target to a finger.
      const crowded = controls.some((other, j) => j !== i && !other.contains(el) && !el.contains(other) && touches(boxes[j]!, square))
      if (!crowded) return
      const labelledBy = el.getAttribute('aria-labelledby')
      const label = labelledBy ? document.getElementById(labelledBy)?.textContent?.trim() : undefined
      const name = el.getAttribute('aria-label') ?? label ?? el.textContent?.trim() ?? el.getAttribute('title') ?? el.tagName
      small.push({
        name: `${el.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      })
    })
    return small
  }, min)
}

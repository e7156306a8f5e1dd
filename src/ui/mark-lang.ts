import { otherScriptRuns } from '../i18n/text-lang'

/**
 * Wraps the other script's words in the text under `root` in `<span lang>` (WCAG 3.1.2): a Burmese
 * article names MPT, SMS and Wi-Fi, and a screen reader should speak them with an English voice.
 * Text is only split into text nodes and spans built here, never parsed, so hostile text stays text.
 */
export function markOtherScript(root: Element, pageLang: string): void {
  const doc = root.ownerDocument
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const texts: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text)
  for (const text of texts) {
    // Measured against the language of the element around it: an author's lang="my" paragraph too.
    const base = text.parentElement?.closest('[lang]')?.getAttribute('lang') ?? pageLang
    const lang = base.startsWith('my') ? 'my' : 'en'
    const runs = otherScriptRuns(text.data, lang)
    if (runs.length < 2) continue
    const parts = runs.map((run, i) => {
      if (i % 2 === 0) return doc.createTextNode(run)
      const span = doc.createElement('span')
      span.lang = lang === 'my' ? 'en' : 'my'
      span.textContent = run
      return span
    })
    text.replaceWith(...parts.filter((part) => part.textContent !== ''))
  }
}

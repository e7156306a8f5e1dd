import { useLingui } from '@lingui/react'
import { otherScriptRuns } from '../i18n/text-lang'

/**
 * Text with the other language's words marked (WCAG 3.1.2): "MB", "Wi-Fi" and operator names get
 * lang="en" in the Burmese interface, a Burmese name lang="my" in the English one, so a screen
 * reader speaks each with its own voice. `lang` is the language of the element around the text when
 * it is not the interface's: catalogue text such as "Iron Monsoon ရောက်ပြီ" inside `lang="my"`.
 */
export function LangRuns({ text, lang }: { text: string; lang?: string | undefined }) {
  const { i18n } = useLingui()
  const base = lang ?? i18n.locale
  const other = base === 'my' ? 'en' : 'my'
  return otherScriptRuns(text, base).map((run, i) =>
    i % 2 === 1 ? (
      <span key={i} lang={other}>
        {run}
      </span>
    ) : (
      run
    ),
  )
}

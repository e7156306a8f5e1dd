import { useLingui } from '@lingui/react'
import { otherScriptRuns } from '../i18n/text-lang'

/**
 * Interface text with the other language's words marked (WCAG 3.1.2): "MB", "Wi-Fi" and operator
 * names get lang="en" in the Burmese interface, a Burmese name lang="my" in the English one, so a
 * screen reader speaks each with its own voice.
 */
export function LangRuns({ text }: { text: string }) {
  const { i18n } = useLingui()
  const other = i18n.locale === 'my' ? 'en' : 'my'
  return otherScriptRuns(text, i18n.locale).map((run, i) =>
    i % 2 === 1 ? (
      <span key={i} lang={other}>
        {run}
      </span>
    ) : (
      run
    ),
  )
}

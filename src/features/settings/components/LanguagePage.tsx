import { useLingui } from '@lingui/react/macro'
import type { Locale } from '../../../i18n/locales'
import { pickLanguage } from '../actions'
import { useCurrentLocale } from '../queries'
import { ChoiceList, type Choice } from './ChoiceList'

export function LanguagePage() {
  const { t } = useLingui()
  const current = useCurrentLocale()
  // Each language is named in its own script; the other one also in the current language beneath,
  // so a viewer who picked a language by mistake can still read their way back.
  const choices: Choice<Locale>[] = [
    { key: 'en', label: 'English (US)', lang: 'en', hint: current === 'en' ? undefined : t`English` },
    { key: 'my', label: 'မြန်မာ', lang: 'my', hint: current === 'my' ? undefined : t`Myanmar` },
  ]
  return <ChoiceList name="language" label={t`Language`} choices={choices} current={current} onPick={(l) => void pickLanguage(l)} />
}

import { useLingui } from '@lingui/react/macro'
import type { ThemeMode } from '../theme'
import { useThemeMode } from '../queries'
import { ChoiceList, type Choice } from './ChoiceList'
import { ThemePicture } from './ThemePicture'

export function ThemeModePage() {
  const { t } = useLingui()
  const [mode, setMode] = useThemeMode()
  const choices: Choice<ThemeMode>[] = [
    { key: 'light', label: t`Light`, picture: <ThemePicture mode="light" /> },
    { key: 'dark', label: t`Dark`, picture: <ThemePicture mode="dark" /> },
    { key: 'system', label: t`System`, hint: t`Follows your device setting`, picture: <ThemePicture mode="system" /> },
  ]
  return <ChoiceList name="theme" label={t`Theme mode`} choices={choices} current={mode} onPick={setMode} />
}

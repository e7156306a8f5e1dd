import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '../../../i18n/numbers'
import { SPEEDS, type Speed } from '../controls/speed'
import type { SubtitleChoice } from '../controls/subtitles'
import type { SubtitlesState } from '../hooks/use-subtitles'
import type { SubtitleBackground, SubtitleSize } from '../controls/preferences'
import { ChoiceMenu } from './ChoiceMenu'
import { KeyboardIcon, PipIcon, SubtitlesIcon } from './icons'

/** What every menu of the bar tells the player: open or closed, so the controls stay up. */
interface Opens {
  onOpenChange(open: boolean): void
}

export function SpeedMenu({ speed, onChoose, onOpenChange }: Opens & { speed: number; onChoose(s: Speed): void }) {
  const { t, i18n } = useLingui()
  const times = (s: number) => `${formatNumber(i18n, s)}×`
  const now = times(speed)
  return (
    <ChoiceMenu
      label={t`Playback speed: ${now}`}
      menuLabel={t`Playback speed`}
      onOpenChange={onOpenChange}
      groups={[
        {
          label: t`Playback speed`,
          options: SPEEDS.map((s) => ({ value: s, label: s === 1 ? t`Normal` : times(s) })),
          chosen: speed,
          onChoose,
        },
      ]}
    >
      <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
        {now}
      </span>
    </ChoiceMenu>
  )
}

export function SubtitlesMenu({ subtitles, onOpenChange }: Opens & { subtitles: SubtitlesState }) {
  const { t } = useLingui()
  if (subtitles.available.length === 0) return null
  const names: Record<SubtitleChoice, { label: string; lang?: string }> = {
    off: { label: t`Off` },
    my: { label: 'မြန်မာ', lang: 'my' },
    en: { label: 'English', lang: 'en' },
  }
  const current = names[subtitles.choice].label
  const sizes: Array<{ value: SubtitleSize; label: string }> = [
    { value: 'small', label: t`Small` },
    { value: 'medium', label: t`Medium` },
    { value: 'large', label: t`Large` },
  ]
  const backgrounds: Array<{ value: SubtitleBackground; label: string }> = [
    { value: 'none', label: t`None` },
    { value: 'box', label: t`Dark box` },
  ]
  return (
    <ChoiceMenu
      label={subtitles.status === 'failed' ? t`Subtitles: ${current} (could not be loaded)` : t`Subtitles: ${current}`}
      menuLabel={t`Subtitles`}
      onOpenChange={onOpenChange}
      groups={[
        {
          label: t`Subtitles`,
          options: (['off', ...subtitles.available] as SubtitleChoice[]).map((c) => ({ value: c, ...names[c] })),
          chosen: subtitles.choice,
          onChoose: subtitles.choose,
        },
        { label: t`Text size`, options: sizes, chosen: subtitles.size, onChoose: subtitles.setSize },
        { label: t`Background`, options: backgrounds, chosen: subtitles.background, onChoose: subtitles.setBackground },
      ]}
    >
      <SubtitlesIcon className={subtitles.choice === 'off' ? 'opacity-70' : ''} />
      {subtitles.choice !== 'off' && <span className="absolute right-1.5 bottom-1.5 h-0.5 w-4 rounded bg-primary" aria-hidden="true" />}
    </ChoiceMenu>
  )
}

interface PipProps extends Opens {
  active: boolean
  onLeave: boolean
  onToggle(): void
  onChooseOnLeave(on: boolean): void
}

export function PipMenu({ active, onLeave, onToggle, onChooseOnLeave, onOpenChange }: PipProps) {
  const { t } = useLingui()
  return (
    <ChoiceMenu
      label={t`Picture in picture`}
      menuLabel={t`Picture in picture`}
      onOpenChange={onOpenChange}
      actions={[{ label: active ? t`Close the small window` : t`Play in a small window`, onClick: onToggle }]}
      groups={[
        {
          label: t`Small window when you leave the app`,
          options: [
            { value: 'off', label: t`Off` },
            { value: 'on', label: t`On` },
          ],
          chosen: onLeave ? 'on' : 'off',
          onChoose: (v: 'on' | 'off') => onChooseOnLeave(v === 'on'),
        },
      ]}
    >
      <PipIcon />
    </ChoiceMenu>
  )
}

/** Turns the single-key shortcuts on or off (WCAG 2.1.4): speech input would otherwise type them. */
export function ShortcutsMenu({ on, onChoose, onOpenChange }: Opens & { on: boolean; onChoose(on: boolean): void }) {
  const { t } = useLingui()
  return (
    <ChoiceMenu
      label={on ? t`Keyboard shortcuts: on` : t`Keyboard shortcuts: off`}
      menuLabel={t`Keyboard shortcuts`}
      onOpenChange={onOpenChange}
      groups={[
        {
          label: t`Single-key shortcuts (K, J, L, F, M, C, Space)`,
          options: [
            { value: 'on', label: t`On` },
            { value: 'off', label: t`Off` },
          ],
          chosen: on ? 'on' : 'off',
          onChoose: (v: 'on' | 'off') => onChoose(v === 'on'),
        },
      ]}
    >
      <KeyboardIcon className={on ? '' : 'opacity-70'} />
    </ChoiceMenu>
  )
}

import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { Controls } from './Controls'
import { INITIAL_PLAYBACK } from '../hooks/use-playback'

const state = { ...INITIAL_PLAYBACK, playing: true, waiting: false, time: 65, duration: 3662, buffered: 70 }
const noop = () => undefined

function renderIn(locale: string) {
  const i18n = setupI18n()
  i18n.load(locale, {})
  i18n.activate(locale)
  render(
    <I18nProvider i18n={i18n}>
      <Controls
        title="Episode"
        state={state}
        visible
        fullscreen={false}
        onBack={noop}
        onToggle={noop}
        onSkip={noop}
        onSeek={noop}
        onChooseLevel={noop}
        onFullscreen={noop}
        onMenu={noop}
      />
    </I18nProvider>,
  )
}

describe('player clock', () => {
  afterEach(cleanup)

  it('reads the time in the viewer’s digits: Myanmar in Burmese, Latin in English', () => {
    renderIn('my')
    expect(screen.getByText('၁:၀၅ / ၁:၀၁:၀၂')).toBeTruthy()
    cleanup()
    renderIn('en')
    expect(screen.getByText('1:05 / 1:01:02')).toBeTruthy()
  })
})

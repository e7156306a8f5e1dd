import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { activateSourceLocale } from '../../../../tests/setup/render-in-router'
import { QualityMenu, type QualityMenuProps } from './QualityMenu'

afterEach(cleanup)

const LEVELS = [
  { height: 240, bitrate: 300_000, averageBitrate: 163_850 },
  { height: 720, bitrate: 1_500_000, averageBitrate: 800_713 },
]

function open(cost?: QualityMenuProps['cost']) {
  activateSourceLocale()
  render(
    <I18nProvider i18n={i18n}>
      <QualityMenu levels={LEVELS} chosen={-1} playing={0} onChoose={() => undefined} {...(cost ? { cost } : {})} />
    </I18nProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: /Quality/ }))
  return [...document.querySelectorAll('[role="menuitemradio"]')].map((b) => b.textContent)
}

describe("the player's quality menu", () => {
  it('says what the rest of the video costs at each rendition, and kyat at the day price', () => {
    // 10 minutes left: 720p at 800 713 b/s is 60.1 MB, 240p at 163 850 b/s is 12.3 MB.
    expect(open({ remainingS: 600, kyatPerMb: 2 })).toEqual(['Auto', '720pabout 60 MB · about 120 kyat', '240pabout 12 MB · about 25 kyat'])
    expect(screen.getByText('Data to the end of this video')).toBeTruthy()
  })

  it('shows no cost for a download, which spends no data', () => {
    expect(open()).toEqual(['Auto', '720p', '240p'])
    expect(screen.queryByText('Data to the end of this video')).toBeNull()
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { activateSourceLocale } from '../../../../tests/setup/render-in-router'
import { HomeSkeleton } from './HomePage'

afterEach(cleanup)

describe('home while loading', () => {
  it('shows 4 banner placeholders and 4 section rows of 8 posters', () => {
    activateSourceLocale()
    render(
      <I18nProvider i18n={i18n}>
        <HomeSkeleton />
      </I18nProvider>,
    )
    const status = screen.getByRole('status', { name: 'Loading' })
    expect(status.querySelectorAll('.rounded-xl')).toHaveLength(4)
    const rows = status.querySelectorAll(':scope > div.mt-6')
    expect(rows).toHaveLength(4)
    for (const row of Array.from(rows)) expect(row.querySelectorAll('.w-28')).toHaveLength(8)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { dataHarness } from '../../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../../tests/setup/render-in-router'
import type { HomeData } from '../../../api/schemas/catalogue'
import { SectionRow } from './SectionRow'

afterEach(cleanup)

type Section = HomeData['sections'][number]

const section = {
  sectionInfo: { id: 4, name: 'New films' },
  type: 'section',
  contents: Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    title: `Title ${i + 1}`,
    posterImg: `/images/posters/${i + 1}.webp`,
    isFree: false,
  })),
} as unknown as Section

const posters = () => screen.queryAllByRole('link', { name: /^Title / })

describe('a home section row', () => {
  it('on the first screen, draws what a phone shows across with the feed, and the rest of its posters once that has painted', async () => {
    await renderInRouter(() => <SectionRow section={section} eager />, dataHarness(), '/home')
    expect(posters().map((a) => a.textContent)).toEqual(['Title 1', 'Title 2', 'Title 3', 'Title 4', 'Title 5'])
    await waitFor(() => expect(posters()).toHaveLength(20))
    expect(posters()[19]?.textContent).toBe('Title 20')
  })
})

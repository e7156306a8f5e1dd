import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { failure } from '../../api/failures'
import { dataHarness } from '../../../tests/helpers/data-harness'
import { renderInRouter } from '../../../tests/setup/render-in-router'
import { EmptyListView } from './EmptyListView'

afterEach(cleanup)

describe('an empty or failed favorites, history or notifications list', () => {
  for (const type of ['NoContentFailure', 'InternetConnectionFailure'] as const) {
    it(`offers Search, which goes to / as the spec asks (${type})`, async () => {
      await renderInRouter(
        () => <EmptyListView failure={failure(type)} onRetry={() => undefined} title="Nothing yet" description="Come back later" />,
        dataHarness(),
        '/favorites',
      )
      const search = screen.getByRole('link', { name: 'Search' })
      expect(search.getAttribute('href')).toBe('/')
      fireEvent.click(search)
      expect((await screen.findByTestId('elsewhere')).textContent).toBe('/')
    })
  }
})

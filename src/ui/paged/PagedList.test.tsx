import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { failure } from '../../api/failures'
import type { PagedView } from '../../data'
import { catalogueReady, i18n } from '../../i18n/i18n'
import { PagedList } from './PagedList'

// List screens render after the second catalogue has loaded (the root route waits for it).
beforeAll(() => catalogueReady('my'))

const view = (over: Partial<PagedView<number>>): PagedView<number> => ({
  items: [], pages: {}, page: 1, hasMore: false, status: 'initial', failure: null, fetchedAt: null, ...over,
})

function show(v: PagedView<number> | undefined) {
  i18n.activate('my')
  return render(
    <I18nProvider i18n={i18n}>
      <PagedList
        view={v}
        placeholders={<p>placeholders</p>}
        morePlaceholders={<p>more placeholders</p>}
        onLoadMore={() => undefined}
        onRetry={() => undefined}
        empty={<p>empty</p>}
        renderError={(f) => <p>error {f.type}</p>}
      >
        {(items) => <p>items {items.join(',')}</p>}
      </PagedList>
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('a paged list on screen', () => {
  it('shows placeholders while the database answers and while the first page loads', () => {
    show(undefined)
    expect(screen.getByText('placeholders')).toBeTruthy()
    cleanup()
    show(view({ status: 'loading' }))
    expect(screen.getByText('placeholders')).toBeTruthy()
  })

  it('shows the error view when a failed list has nothing stored, and the empty state when it loaded nothing', () => {
    show(view({ status: 'error', failure: failure('NoContentFailure') }))
    expect(screen.getByText('error NoContentFailure')).toBeTruthy()
    cleanup()
    show(view({ status: 'ready' }))
    expect(screen.getByText('empty')).toBeTruthy()
  })

  it('keeps stored items on screen with more placeholders while a further page loads', () => {
    show(view({ items: [1, 2], status: 'loadingMore', hasMore: true }))
    expect(screen.getByText('items 1,2')).toBeTruthy()
    expect(screen.getByText('more placeholders')).toBeTruthy()
  })

  it('keeps stored items with a retry line when a refresh fails (offline)', () => {
    show(view({ items: [1], status: 'error', failure: failure('InternetConnectionFailure') }))
    expect(screen.getByText('items 1')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('အင်တာနက် ချိတ်ဆက်မှု မရှိပါ')
    expect(screen.getByRole('button', { name: 'ထပ်မံကြိုးစားရန်' })).toBeTruthy()
  })
})

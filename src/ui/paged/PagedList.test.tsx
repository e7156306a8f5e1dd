import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { failure } from '../../api/failures'
import { connectivity } from '../../api/connectivity'
import type { PagedView } from '../../data'
import { catalogueReady, i18n } from '../../i18n/i18n'
import { PagedList } from './PagedList'

// List screens render after the second catalogue has loaded (the root route waits for it).
beforeAll(() => catalogueReady('my'))

const view = (over: Partial<PagedView<number>>): PagedView<number> => ({
  items: [],
  pages: {},
  page: 1,
  hasMore: false,
  status: 'initial',
  failure: null,
  fetchedAt: null,
  lastPageShort: false,
  ...over,
})

function show(v: PagedView<number> | undefined, firstScreen?: number) {
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
        firstScreen={firstScreen}
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

  it('keeps placeholder rows that draw the same items mounted when the stored list takes over', () => {
    i18n.activate('my')
    const Rows = ({ items }: { items: number[] }) => (
      <ul>
        {items.map((i) => (
          <li key={i}>row {i}</li>
        ))}
      </ul>
    )
    const ui = (v: PagedView<number> | undefined) => (
      <I18nProvider i18n={i18n}>
        <PagedList
          view={v}
          placeholders={<Rows items={[1, 2]} />}
          morePlaceholders={null}
          onLoadMore={() => undefined}
          onRetry={() => undefined}
          empty={null}
          renderError={() => null}
        >
          {(items) => <Rows items={items} />}
        </PagedList>
      </I18nProvider>
    )
    const { rerender } = render(ui(undefined))
    const first = screen.getByText('row 1')
    rerender(ui(view({ items: [1, 2, 3], status: 'ready', hasMore: false })))
    expect(screen.getByText('row 3')).toBeTruthy()
    expect(screen.getByText('row 1')).toBe(first)
  })

  it('asks quietly for the page after a short one, which is almost surely empty: no placeholders flash under the list', () => {
    show(view({ items: [1, 2], status: 'loadingMore', hasMore: true, lastPageShort: true }))
    expect(screen.getByText('items 1,2')).toBeTruthy()
    expect(screen.queryByText('more placeholders')).toBeNull()
  })

  it('keeps stored items with a retry line when a refresh finds no server, saying no internet only while the device has none', () => {
    show(view({ items: [1], status: 'error', failure: failure('InternetConnectionFailure') }))
    expect(screen.getByText('items 1')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('ဆာဗာကို ဆက်သွယ်၍ မရပါ')
    expect(screen.getByRole('button', { name: 'ထပ်မံကြိုးစားရန်' })).toBeTruthy()
    act(() => connectivity.device(false))
    try {
      expect(screen.getByRole('alert').textContent).toContain('အင်တာနက် ချိတ်ဆက်မှု မရှိပါ')
    } finally {
      act(() => connectivity.device(true))
    }
  })

  it('tells the connectivity store that stored items are on screen, and stops when they go', () => {
    const { unmount } = show(view({ items: [1], status: 'ready' }))
    expect(connectivity.state().saved).toBe(true)
    unmount()
    expect(connectivity.state().saved).toBe(false)
  })
})

// The layout engine here has no geometry: what matters is whether the end of the list is watched.
class WatchedEnds {
  static count = 0
  constructor() {
    WatchedEnds.count++
  }
  observe() {}
  disconnect() {}
}

describe('a long stored list', () => {
  it('draws a first screen of items in the first frame, and the rest once that frame is painted', async () => {
    show(view({ items: [1, 2, 3, 4, 5], status: 'ready' }), 2)
    expect(screen.getByText('items 1,2')).toBeTruthy()
    expect(await screen.findByText('items 1,2,3,4,5')).toBeTruthy()
  })

  it('watches for the end of the list only once every stored item is drawn', async () => {
    vi.stubGlobal('IntersectionObserver', WatchedEnds)
    try {
      WatchedEnds.count = 0
      show(view({ items: [1, 2, 3], status: 'ready', hasMore: true }), 2)
      // The end of two items is near the top of the screen: it would ask for a page too soon.
      expect(WatchedEnds.count).toBe(0)
      await screen.findByText('items 1,2,3')
      // The watch starts in an effect after that render, which a busy machine may run a moment later.
      await waitFor(() => expect(WatchedEnds.count).toBe(1))
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('draws everything at once when it fits the first screen', () => {
    show(view({ items: [1, 2], status: 'ready' }), 2)
    expect(screen.getByText('items 1,2')).toBeTruthy()
  })
})

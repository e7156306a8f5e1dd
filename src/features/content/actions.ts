import { msg } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { toggleFavorite, type AppServices } from '../../data'
import type { ContentDetails } from '../../api/schemas/catalogue'
import type { ContentItem } from '../../api/schemas/common'
import { describeFailure } from '../../ui/errors/failure-view'
import { toasts as defaultToasts, type ToastStore } from '../../ui/toast/toast-store'

/** The card the favorites list shows for a title added from its details page. */
export function cardOf(d: ContentDetails): ContentItem {
  return {
    id: d.id,
    title: d.title,
    contentType: d.contentType === 'series' ? 'serie' : 'single',
    actors: d.actors,
    director: d.director,
    sliderImg: d.sliderImg,
    bannerImg: d.bannerImg,
    posterImg: d.posterImg,
    episodePosterImg: d.children[0]?.episodePosterImg ?? '',
    isFree: d.children.length > 0 && d.children.every((c) => c.isFree),
  }
}

/** Spec section 4, offline first: queued, then toasted on success, left marked waiting when unreachable, an error if refused. */
export async function flipFavorite(
  services: Pick<AppServices, 'db' | 'sync'>,
  details: ContentDetails,
  wanted: boolean,
  toasts: ToastStore = defaultToasts,
): Promise<void> {
  const result = await toggleFavorite(services, { contentId: details.id, wanted, item: cardOf(details) })
  if (!result.ok) {
    toasts.show('error', i18n._(describeFailure(result.failure).title))
    return
  }
  if (result.value.sync === 'synced') {
    toasts.show('success', i18n._(wanted ? msg`Added to favorite` : msg`Removed from favorite`))
  } else if (result.value.sync === 'failed') {
    toasts.show('error', i18n._(msg`The server refused this change`))
  }
}

import { i18n } from '@lingui/core'
import type { AppServices } from '../../data/services'
import { describeFailure } from '../../ui/errors/failure-view'
import { toasts as defaultToasts, type ToastStore } from '../../ui/toast/toast-store'

/**
 * Rates the title (1 to 5) or removes the rating (null). The outbox takes it at once; the stars
 * and the average move on the device before the server answers, and show "waiting" meanwhile.
 */
export async function rateTitle(
  services: Pick<AppServices, 'sync'>,
  input: { contentId: number; stars: number | null; title: string },
  toasts: ToastStore = defaultToasts,
): Promise<void> {
  const result = await services.sync.enqueue('rating', input)
  if (!result.ok) toasts.show('error', i18n._(describeFailure(result.failure).title))
}

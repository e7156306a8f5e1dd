import { i18n } from '@lingui/core'
import type { AppServices } from '../../data/services'
import { describeFailure } from '../../ui/errors/failure-view'
import { toasts as defaultToasts, type ToastStore } from '../../ui/toast/toast-store'

/** Rates the title (1 to 5) or removes it (null), through the outbox; the device shows it at once, marked waiting. */
export async function rateTitle(
  services: Pick<AppServices, 'sync'>,
  input: { contentId: number; stars: number | null; title: string },
  toasts: ToastStore = defaultToasts,
): Promise<void> {
  const result = await services.sync.enqueue('rating', input)
  if (!result.ok) toasts.show('error', i18n._(describeFailure(result.failure).title))
}

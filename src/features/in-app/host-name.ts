import type { InAppHost } from '../../lib/in-app-browser'

/**
 * The host app's own name, as its icon writes it in both languages (brand names are not
 * translated). An unnamed WebView has none: its screens word themselves apart.
 */
export const HOST_NAMES: Record<Exclude<InAppHost, 'webview'>, string> = {
  facebook: 'Facebook',
  messenger: 'Messenger',
  instagram: 'Instagram',
  viber: 'Viber',
  telegram: 'Telegram',
  line: 'LINE',
}

import { BANNER_PAGES } from '../lib/boot-banner'

/** Set on <html> when the launch's screen does not open on a banner over rows (src/styles.css). */
export const BARE_SHELL_ATTRIBUTE = 'data-bare-shell'

/** Other screens than banner pages get the header alone: a skeleton swapped a moment later reads as a glitch. */
export function markBareShell(doc: Pick<Document, 'documentElement'>, pathname: string): void {
  if (!BANNER_PAGES.includes(pathname)) doc.documentElement.setAttribute(BARE_SHELL_ATTRIBUTE, '')
}

import { BANNER_PAGES } from '../lib/boot-banner'

/** Set on <html> when the launch's screen does not open on a banner over rows (src/styles.css). */
export const BARE_SHELL_ATTRIBUTE = 'data-bare-shell'

/**
 * The shell in index.html draws home's skeleton: a banner over poster rows. Only home and a title's
 * page open on that layout. Any other screen (a category's grid, favorites, profile, a search the
 * worker answers) gets the header alone until it renders. A layout that is swapped for a different
 * one a moment later reads as a glitch on a slow phone. The gate runs in the <head>, before the shell
 * is parsed, so the shell's first paint is already the right one. Results the server drew into a
 * search page's shell still show.
 */
export function markBareShell(doc: Pick<Document, 'documentElement'>, pathname: string): void {
  if (!BANNER_PAGES.includes(pathname)) doc.documentElement.setAttribute(BARE_SHELL_ATTRIBUTE, '')
}

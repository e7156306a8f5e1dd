/** The app's own URL scheme: a redirect to it returns to the installed app rather than a page. */
export const APP_SCHEME = 'yokeshin:'

export function isAppSchemeRedirect(raw: string | undefined): boolean {
  return typeof raw === 'string' && raw.trim().toLowerCase().startsWith(`${APP_SCHEME}//`)
}

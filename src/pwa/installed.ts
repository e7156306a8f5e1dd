// Apart from install.ts, which start-up runs: only the profile asks this, so it loads with the profile.

/** Running as the installed app (a home-screen launch), where offering to install makes no sense. */
export function isInstalled(target: Window = window): boolean {
  const iosStandalone = (target.navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || target.matchMedia('(display-mode: standalone)').matches
}

// Every downloads screen in one late chunk: the route, the title page and the logout warning all
// load this module, so the start-up script names one chunk for them instead of one per shared part.
export { DownloadsPage } from './DownloadsPage'
export { DownloadControl } from './DownloadControl'
export { DownloadAll } from './DownloadAll'
export { LogoutNote } from './LogoutNote'
export { TonightLabel } from './TonightLabel'
export { SeriesAutopilot } from './SeriesAutopilot'

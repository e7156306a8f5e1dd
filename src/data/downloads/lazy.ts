/** Fetched on first use: drawing a download's state needs only the store, not the engine. */
export type DownloadEngine = typeof import('./index')

let loading: Promise<DownloadEngine> | null = null

export function loadDownloadEngine(): Promise<DownloadEngine> {
  loading ??= import(/* chunk: download-engine */ './index').catch((e: unknown) => {
    // A chunk that failed to arrive (offline before the worker cached it) may arrive next time.
    loading = null
    throw e
  })
  return loading
}

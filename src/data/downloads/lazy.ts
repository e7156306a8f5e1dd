/**
 * The download engine's code, fetched once per page on first use. Drawing a download's state needs
 * only the store (db, types, settings); the engine is 27 KB of script that a title's page would
 * otherwise compile and run while it settles after its first paint, on every title opened.
 */
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

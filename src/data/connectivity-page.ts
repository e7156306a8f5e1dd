import { connectivity } from '../api/connectivity'
import { headRequest, internetProbe, watchConnectivity } from '../api/connectivity-watch'
import { API_TIMEOUT_MS } from '../api/http'
import { apiBase } from './app-services'

/**
 * The page's connectivity watcher. Our server is asked with HEAD /v1/popup: public, small, and
 * subject to whatever the server's network does to every call. The probe beyond it runs only where
 * the deployment names one (VITE_CONNECTIVITY_PROBE_URL, https; the reference server allows it in
 * its connect-src when started with the same variable); without it a failure is called the
 * server's, which is never false.
 */
export function watchPageConnectivity(): () => void {
  const probe = import.meta.env.VITE_CONNECTIVITY_PROBE_URL
  return watchConnectivity({
    store: connectivity,
    askServer: headRequest(`${apiBase()}/v1/popup`, API_TIMEOUT_MS),
    askInternet: probe?.startsWith('https://') ? internetProbe(probe, API_TIMEOUT_MS) : undefined,
    target: window,
    visible: () => document.visibilityState === 'visible',
  })
}

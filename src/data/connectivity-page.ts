import { connectivity } from '../api/connectivity'
import { headRequest, internetProbe, watchConnectivity } from '../api/connectivity-watch'
import { API_TIMEOUT_MS } from '../api/http'
import { apiBase } from './app-services'

/** HEAD /v1/popup is public and small; the probe beyond runs only where VITE_CONNECTIVITY_PROBE_URL names one. */
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

import { createHttp, type HttpOptions } from './http'
import { catalogueEndpoints } from './endpoints/catalogue'
import { authEndpoints } from './endpoints/auth'
import { accountEndpoints } from './endpoints/account'
import { libraryEndpoints } from './endpoints/library'

export type ApiOptions = HttpOptions

/**
 * One client per context (page or worker): one HTTP client, one single-flight token refresher.
 * Every method resolves to a `Result`; none rejects.
 */
export function createApi(opts: ApiOptions) {
  const http = createHttp(opts)
  return {
    http,
    ...catalogueEndpoints(http),
    ...authEndpoints(http),
    ...accountEndpoints(http),
    ...libraryEndpoints(http),
  }
}

export type Api = ReturnType<typeof createApi>

import type { Api } from '../client'
import type { Http } from '../http'

/**
 * A group of calls made once per client: each context (a tab, the worker) has its own, with its own
 * token refresh and reachability, and a caller asking twice gets the same functions back.
 */
export function endpointsFor<T extends object>(factory: (http: Http) => T): (api: Pick<Api, 'http'>) => T {
  const made = new WeakMap<Http, T>()
  return (api) => {
    let found = made.get(api.http)
    if (!found) made.set(api.http, (found = factory(api.http)))
    return found
  }
}

import { createAppServices, type AppServices } from '../src/data'

let services: AppServices | null = null

/**
 * The worker's one set of services, made on first use: the outbox replay and the downloader share
 * its database, API client and session store, so a token refresh in one is seen by the other. The
 * worker has no localStorage, so it sends no HE token; its calls always carry a user.
 */
export const workerServices = (): AppServices => (services ??= createAppServices({ baseURL: '', heToken: () => null }))

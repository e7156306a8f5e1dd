import * as v from 'valibot'
import type { Http } from '../../api/http'
import type { Failure } from '../../api/failures'
import { fail, type Result } from '../../api/result'
import { SuccessMessageSchema } from '../../api/schemas/common'
import { KEY_PATTERN } from './keys'
import type { Quality } from './types'

/** An episode's master under a media grant (no query, no fragment). */
const MEDIA_MASTER = /^(?:https?:\/\/[^/?#]+)?\/media\/e\/(\d{1,10})\/[A-Za-z0-9_.~-]{1,512}\/master\.m3u8$/

export const LicenseSchema = v.object({
  licenseId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  expiresAt: v.pipe(v.number(), v.integer(), v.minValue(0)),
  url: v.pipe(v.string(), v.regex(MEDIA_MASTER)),
  key: v.pipe(v.string(), v.regex(KEY_PATTERN)),
})
export type License = v.InferOutput<typeof LicenseSchema>

export function urlEpisode(url: string): number | null {
  const m = MEDIA_MASTER.exec(url)
  return m?.[1] ? Number(m[1]) : null
}

/** An answer for another episode than the one asked for is not used to fill this one. */
function forEpisode(episodeId: number, r: Result<License>): Result<License> {
  if (!r.ok || urlEpisode(r.value.url) === episodeId) return r
  return fail({ type: 'ServerFailure', statusCode: 520, message: 'The server sent an unexpected answer' })
}

export async function requestLicense(http: Http, episodeId: number, quality: Quality): Promise<Result<License>> {
  const r = await http.request({
    method: 'POST',
    path: '/v1/download/license',
    body: { contentChildId: episodeId, quality },
    schema: LicenseSchema,
  })
  return forEpisode(episodeId, r)
}

export async function renewLicense(http: Http, episodeId: number, licenseId: string): Promise<Result<License>> {
  const r = await http.request({
    method: 'POST',
    path: `/v1/download/license/${encodeURIComponent(licenseId)}/renew`,
    schema: LicenseSchema,
  })
  return forEpisode(episodeId, r)
}

/** Best effort: a licence that is not released lapses on the server after 30 days anyway. */
export function releaseLicense(http: Http, licenseId: string, timeoutMs?: number): Promise<Result<unknown>> {
  return http.request({
    method: 'DELETE',
    path: `/v1/download/license/${encodeURIComponent(licenseId)}`,
    schema: SuccessMessageSchema,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })
}

/** 409: the viewer already holds the most licences the server allows. */
export const isLicenseLimit = (f: Failure) => f.httpStatus === 409

/** 403 with the subscribe message: the viewer is no longer entitled to the episode. */
export const isSubscriptionEnded = (f: Failure) => f.type === 'SubscriptionRequiredFailure'

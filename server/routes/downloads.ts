import type { Context, Hono } from 'hono'
import * as v from 'valibot'
import type { AppContext, AppEnv, AuthUser } from '../http/types.ts'
import { id, parseBody } from '../http/validation.ts'
import { bearer, requireUser } from '../http/auth.ts'
import { HttpError, MSG, forbidden, notFound, unauthorized } from '../http/errors.ts'
import { getEpisode } from '../services/content.ts'
import { isEntitled } from '../services/subscription.ts'
import { grantedMediaPath, mediaGrantSecret, mintGrant } from '../services/media-grant.ts'
import { episodeSource } from '../services/media-source.ts'
import { episodeKey, mediaKeySecret } from '../services/media-key.ts'
import {
  MAX_ACTIVE_LICENSES,
  QUALITIES,
  issueLicense,
  ownLicense,
  releaseLicense,
  renewLicense,
  type LicenseRow,
} from '../services/download-licenses.ts'

const LicenseBody = v.object({
  contentChildId: id('contentChildId'),
  quality: v.picklist(QUALITIES, `quality must be one of ${QUALITIES.join(', ')}`),
})

export const LICENSE_LIMIT_MESSAGE = `You can keep at most ${MAX_ACTIVE_LICENSES} downloads`

/**
 * Download licences (not in the product spec; issue 24): `POST /v1/download/license` gives one,
 * `POST /v1/download/license/:id/renew` extends it, `DELETE /v1/download/license/:id` releases it.
 * Each answer carries a media grant for the episode that lives DOWNLOAD_GRANT_TTL_S (a night's
 * download), never longer than the licence, and the episode's key to decrypt what it stores.
 */
export function downloadRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx
  const secret = mediaGrantSecret(db, ctx.config.mediaGrantSecret)
  const keySecret = mediaKeySecret(db, ctx.config.mediaKeySecret)

  // A download is always someone's: asking without logging in is a missing session (401), which the
  // app answers by logging in, not a missing subscription.
  const viewer = (c: Context<AppEnv>): AuthUser => {
    if (bearer(c) === null) throw unauthorized('Log in to download')
    return requireUser(c, ctx)
  }

  // The same rules as the stream call: free episodes for any logged-in viewer, paid ones with a subscription.
  const entitledEpisode = (userId: number, episodeId: number) => {
    const e = getEpisode(db, episodeId)
    if (!e) throw notFound('Content child not found')
    if (e.is_free !== 1 && !isEntitled(db, userId, ctx.now())) throw forbidden(MSG.subscribe)
    return e
  }

  const answer = (c: Context<AppEnv>, license: LicenseRow) => {
    const source = episodeSource(db)
    if (!source) throw notFound('Stream not found')
    const expiresAtS = Math.min(Math.floor(ctx.now() / 1000) + ctx.config.downloadGrantTtlS, Math.floor(license.expires_at / 1000))
    // Bound to the licence: releasing it (or logout releasing it) ends the grant, within the minute.
    const grant = mintGrant(secret, {
      userId: license.user_id,
      episodeId: license.episode_id,
      expiresAtS,
      binding: { kind: 'license', id: license.id },
    })
    // The answer is this viewer's own key to the media: never kept by any cache.
    c.header('Cache-Control', 'no-store')
    // The episode's AES-128 key goes with the licence, so a download plays offline while it holds.
    const key = episodeKey(keySecret, license.episode_id).toString('base64url')
    return c.json({
      licenseId: license.id,
      expiresAt: license.expires_at,
      url: grantedMediaPath(license.episode_id, grant, source.master),
      key,
    })
  }

  const limitReached = () => new HttpError(409, LICENSE_LIMIT_MESSAGE)

  app.post('/v1/download/license', async (c) => {
    const user = viewer(c)
    const body = await parseBody(c, LicenseBody)
    const e = entitledEpisode(user.userId, body.contentChildId)
    const issued = issueLicense(db, { userId: user.userId, sessionId: user.sessionId, episodeId: e.id, quality: body.quality }, ctx.now())
    if (issued.kind === 'limit') throw limitReached()
    return answer(c, issued.license)
  })

  // Another user's licence and a released one are both simply not found: an id never says whose it is.
  app.post('/v1/download/license/:id/renew', async (c) => {
    const user = viewer(c)
    // It needs no body, but one that is not JSON is refused like every other JSON call's.
    await parseBody(c, v.object({}))
    const license = ownLicense(db, user.userId, c.req.param('id'))
    if (!license) throw notFound('Licence not found')
    entitledEpisode(user.userId, license.episode_id)
    const renewed = renewLicense(db, license, user.sessionId, ctx.now())
    if (renewed.kind === 'limit') throw limitReached()
    return answer(c, renewed.license)
  })

  app.delete('/v1/download/license/:id', (c) => {
    const user = viewer(c)
    if (!releaseLicense(db, user.userId, c.req.param('id'))) throw notFound('Licence not found')
    return c.json({ success: true, message: 'Licence released' })
  })
}

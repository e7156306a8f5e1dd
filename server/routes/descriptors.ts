import type { Hono } from 'hono'
import type { AppContext, AppEnv } from '../http/types.ts'
import { bearer, requireUser } from '../http/auth.ts'
import { notFound, unauthorized } from '../http/errors.ts'
import { getEpisode } from '../services/content.ts'
import { ownLicense } from '../services/download-licenses.ts'
import { descriptorFiles, descriptorSigningKey, publicJwk, signDescriptor } from '../services/episode-descriptor.ts'
import { appServedMedia } from '../services/served-media.ts'
import { SUBTITLE_LANGUAGES, subtitlePlaylistPath } from '../services/subtitles.ts'

/**
 * Sending a downloaded episode to a friend: `GET /v1/download/license/:id/descriptor` signs what
 * the licence's download holds (its owner only), and `GET /v1/download/descriptor-key` publishes
 * the key that checks such a signature, so a receiver verifies a package with no network at all
 * once the app has it.
 */
/** The same for every caller, and meant to be kept: a receiver checks packages with it offline. */
export const DESCRIPTOR_KEY_PATH = '/v1/download/descriptor-key'

export function descriptorRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const { db } = ctx
  const signingKey = descriptorSigningKey(db, ctx.config.descriptorSigningKey)
  const jwk = publicJwk(signingKey)
  const served = appServedMedia(ctx)
  const filesOf = descriptorFiles(served, SUBTITLE_LANGUAGES.map(subtitlePlaylistPath))

  app.get(DESCRIPTOR_KEY_PATH, (c) => {
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(jwk)
  })

  // Another user's licence, a released one and a lapsed one are all simply not found.
  app.get('/v1/download/license/:id/descriptor', async (c) => {
    if (bearer(c) === null) throw unauthorized('Log in to send a download')
    const user = requireUser(c, ctx)
    const license = ownLicense(db, user.userId, c.req.param('id'))
    const now = ctx.now()
    if (!license || license.expires_at <= now) throw notFound('Licence not found')
    const episode = getEpisode(db, license.episode_id)
    const files = episode ? await filesOf(license.episode_id, license.quality) : null
    const ms = await served.servedMs(license.episode_id)
    if (!episode || !files || ms === null) throw notFound('Stream not found')
    c.header('Cache-Control', 'no-store')
    return c.json(
      signDescriptor(signingKey, {
        v: 1,
        contentChildId: license.episode_id,
        titleId: episode.title_id,
        quality: license.quality,
        durationS: Math.round(ms / 1000),
        issuedAt: now,
        files,
      }),
    )
  })
}

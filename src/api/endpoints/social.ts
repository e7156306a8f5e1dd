import type { Http } from '../http'
import { endpointsFor } from './endpoints-for'
import type { Paged } from '../schemas/common'
import { SuccessSchema } from '../schemas/common'
import { CommentAnswerSchema, CommentPageSchema, RatingAnswerSchema, RatingSummarySchema, type Comment } from '../schemas/social'
import type { WriteOptions } from './library'

/**
 * Ratings and comments. Not part of createApi: the start-up chunk carries only what home needs, and
 * these are wanted only by a title's page and the outbox replay, each of which loads later.
 */
function socialEndpoints(http: Http) {
  return {
    getRating: (contentId: number) => http.request({ method: 'GET', path: `/v1/rating/${contentId}`, schema: RatingSummarySchema }),
    putRating: (contentId: number, stars: number, o: WriteOptions = {}) =>
      http.request({ method: 'PUT', path: `/v1/rating/${contentId}`, body: { stars }, schema: RatingAnswerSchema, ...o }),
    deleteRating: (contentId: number, o: WriteOptions = {}) =>
      http.request({ method: 'DELETE', path: `/v1/rating/${contentId}`, schema: RatingAnswerSchema, ...o }),
    getComments: (contentId: number, page: number) =>
      http.request<Paged<Comment>>({ method: 'GET', path: '/v1/comment', query: { contentId, page }, schema: CommentPageSchema }),
    postComment: (contentId: number, text: string, o: WriteOptions = {}) =>
      http.request({ method: 'POST', path: '/v1/comment', body: { contentId, text }, schema: CommentAnswerSchema, ...o }),
    deleteComment: (id: number, o: WriteOptions = {}) =>
      http.request({ method: 'DELETE', path: `/v1/comment/${id}`, schema: SuccessSchema, ...o }),
    reportComment: (id: number, o: WriteOptions = {}) =>
      http.request({ method: 'POST', path: `/v1/comment/${id}/report`, schema: SuccessSchema, ...o }),
  }
}

export type SocialApi = ReturnType<typeof socialEndpoints>

/** The social calls over a context's client (its token refresh and reachability included). */
export const socialApi = endpointsFor(socialEndpoints)

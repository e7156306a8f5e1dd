import * as v from 'valibot'
import { ContentItemSchema, Int, Str, pagedSchema } from './common'

export const UserInfoSchema = v.object({ id: Int, name: Str, phone: Str })
export type UserInfo = v.InferOutput<typeof UserInfoSchema>

export const TokenPairSchema = v.object({
  accessToken: v.pipe(Str, v.minLength(1)),
  refreshToken: v.pipe(Str, v.minLength(1)),
})

export const AuthResultSchema = v.object({
  success: v.boolean(),
  isNewUser: v.boolean(),
  message: Str,
  userInfo: UserInfoSchema,
  token: TokenPairSchema,
})
export type AuthResult = v.InferOutput<typeof AuthResultSchema>

export const HeCheckSchema = v.object({ token: Str, info: v.object({ provider: Str, phone: Str }) })
export type HeCheck = v.InferOutput<typeof HeCheckSchema>

export const SubscriptionSchema = v.object({
  isPremiumUser: v.boolean(),
  mainBalance: v.optional(v.number()),
  mainExpDate: v.nullable(Str),
  redeemBalance: v.number(),
  subscriptions: v.array(v.object({ provider: Str, account: Str, planId: v.optional(Int), renews: v.optional(v.boolean()) })),
})
export type Subscription = v.InferOutput<typeof SubscriptionSchema>

export const ProfileSchema = v.object({ userInfo: UserInfoSchema, subscription: SubscriptionSchema })
export type Profile = v.InferOutput<typeof ProfileSchema>

export const RedeemSchema = v.object({ success: v.boolean(), days: v.number(), message: Str })
export type RedeemResult = v.InferOutput<typeof RedeemSchema>

export const FavoritePageSchema = pagedSchema(ContentItemSchema)

export const HistoryItemSchema = v.object({
  id: Int,
  childId: Int,
  duration: v.number(),
  position: v.number(),
  updatedAt: Str,
  contentChildInfo: v.object({ contentId: Int, title: Str, episodePosterImg: Str }),
})
export type HistoryItem = v.InferOutput<typeof HistoryItemSchema>
export const HistoryPageSchema = pagedSchema(HistoryItemSchema)

export const NotificationSchema = v.object({
  id: Int,
  image: Str,
  title: Str,
  body: Str,
  contentInfo: v.nullable(v.object({ id: Int })),
  createdAt: Str,
})
export type NotificationItem = v.InferOutput<typeof NotificationSchema>
export const NotificationPageSchema = pagedSchema(NotificationSchema)

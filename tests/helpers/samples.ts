import type * as v from 'valibot'
import type { Api } from '../../src/api/client'
import type { Result } from '../../src/api/result'
import * as S from '../../src/api/schemas/catalogue'
import * as A from '../../src/api/schemas/account'
import * as P from '../../src/api/schemas/payment'
import { paymentEndpoints } from '../../src/api/endpoints/payment'
import { StringListSchema, SuccessMessageSchema, SuccessSchema } from '../../src/api/schemas/common'

/** Valid answers per the agreed contract, and a call per endpoint that expects each. */

export const item = (id: number) => ({
  id,
  title: `Title ${id}`,
  contentType: id % 2 === 0 ? ('serie' as const) : ('single' as const),
  actors: 'A, B',
  director: 'D',
  sliderImg: `/images/slider/${id}.webp`,
  bannerImg: `/images/banner/${id}.webp`,
  posterImg: `/images/poster/${id}.webp`,
  episodePosterImg: `/images/episode/${id}.webp`,
  isFree: id % 3 === 0,
})

export const details = (id: number, isFavorite = false) => ({
  id,
  title: `Title ${id}`,
  description: 'About it',
  contentType: 'series' as const,
  bannerImg: '/b.webp',
  sliderImg: '/s.webp',
  posterImg: '/p.webp',
  director: 'D',
  actors: 'A',
  supporters: 'S',
  novel: 'N',
  script: 'W',
  isFavorite,
  children: [{ id: id * 100 + 1, title: 'Episode 1', description: 'e', episodePosterImg: '/e.webp', isFree: true }],
  related: [item(id + 1)],
})

export const paged = <T>(items: T[], page = 1, total = items.length) => ({ items, page, pageSize: 20, total })

export const historyItem = (childId: number, position = 1000) => ({
  id: childId * 10,
  childId,
  duration: 60_000,
  position,
  updatedAt: '2025-01-01T00:00:00.000Z',
  contentChildInfo: { contentId: Math.floor(childId / 100) || 1, title: `Episode ${childId}`, episodePosterImg: '/e.webp' },
})

export const notification = (id: number) => ({
  id,
  image: '/n.webp',
  title: `Note ${id}`,
  body: 'Body',
  contentInfo: id % 2 ? { id } : null,
  createdAt: '2025-01-01T00:00:00.000Z',
})

const subscription = {
  isPremiumUser: true,
  mainBalance: 30,
  mainExpDate: '2025-02-01T00:00:00.000Z',
  redeemBalance: 0,
  subscriptions: [{ provider: 'mpt', account: '959420000001', planId: 1, renews: true }],
}
const provider = (name: string) => ({
  name,
  nameMM: name,
  icon: '/i.png',
  isAlreadySubscribed: false,
  plans: [{ id: 1, titleMM: 'Daily', descriptionMM: 'd', amount: 99, currency: 'MMK' }],
})
const userInfo = { id: 7, name: 'User 7', phone: '959420000007' }

export const SAMPLE = {
  home: {
    banners: [item(1)],
    promotionBanners: [{ id: 1, bannerImage: '/pb.webp' }],
    sections: [{ sectionInfo: { id: 1, name: 'New' }, type: 'poster', contents: [item(2), item(3)] }],
  },
  popup: { id: 1, contentChild: { contentId: 1, posterImg: '/p.webp' }, promotion: null },
  content: details(1),
  page: paged([item(1), item(2)]),
  strings: { items: ['a', 'b'] },
  promotion: { id: 1, title: 'P', summary: 'S', detailsImage: '/d.webp', detailsBody: '<p>x</p>' },
  article: { type: 'faq', articleHTML: '<p>FAQ</p>' },
  stream: { url: '/media/x.m3u8', title: 'T', poster: '/p.webp' },
  successMessage: { success: true, message: 'OK' },
  success: { success: true },
  auth: { success: true, isNewUser: false, message: 'Welcome back', userInfo, token: { accessToken: 'a', refreshToken: 'r' } },
  tokens: { accessToken: 'a2', refreshToken: 'r2' },
  he: { token: 'he', info: { provider: 'mpt', phone: '959420000007' } },
  profile: { userInfo, subscription },
  subscription,
  payment: { atom: provider('ATOM'), mpt: provider('MPT'), ooredoo: provider('Ooredoo') },
  url: { url: 'http://op.test/pay' },
  redeem: { success: true, days: 7, message: '7 Days Redeem Success' },
  history: paged([historyItem(101)]),
  notifications: paged([notification(1), notification(2)]),
} as const

type Call = (api: Api) => Promise<Result<unknown>>

/** Every endpoint of spec section 7, with the sample its answer must look like. */
export const ENDPOINTS: { name: string; call: Call; sample: unknown; schema: v.GenericSchema }[] = [
  { name: 'getHome', call: (a) => a.getHome(), sample: SAMPLE.home, schema: S.HomeSchema },
  { name: 'getPopup', call: (a) => a.getPopup(), sample: SAMPLE.popup, schema: S.PopupSchema },
  { name: 'getContent', call: (a) => a.getContent(1), sample: SAMPLE.content, schema: S.ContentDetailsSchema },
  {
    name: 'getCategory',
    call: (a) => a.getCategory({ categoryId: 1, type: 'section', page: 1 }),
    sample: SAMPLE.page,
    schema: S.CategoryPageSchema,
  },
  { name: 'searchContent', call: (a) => a.searchContent({ query: 'x', page: 1 }), sample: SAMPLE.page, schema: S.CategoryPageSchema },
  { name: 'autoComplete', call: (a) => a.autoComplete('x'), sample: SAMPLE.strings, schema: StringListSchema },
  { name: 'mostSearched', call: (a) => a.mostSearched(), sample: SAMPLE.strings, schema: StringListSchema },
  { name: 'getPromotion', call: (a) => a.getPromotion(1), sample: SAMPLE.promotion, schema: S.PromotionSchema },
  { name: 'getArticle', call: (a) => a.getArticle('faq'), sample: SAMPLE.article, schema: S.ArticleSchema },
  { name: 'streamContent', call: (a) => a.streamContent(1), sample: SAMPLE.stream, schema: S.StreamSchema },
  { name: 'streamTrailer', call: (a) => a.streamTrailer(1), sample: SAMPLE.stream, schema: S.StreamSchema },
  { name: 'sendOtp', call: (a) => a.sendOtp('959420000007'), sample: SAMPLE.successMessage, schema: SuccessMessageSchema },
  { name: 'verifyOtp', call: (a) => a.verifyOtp('959420000007', '123456'), sample: SAMPLE.auth, schema: A.AuthResultSchema },
  { name: 'refreshToken', call: (a) => a.refreshToken('r'), sample: SAMPLE.tokens, schema: A.TokenPairSchema },
  { name: 'verifyHeLogin', call: (a) => a.verifyHeLogin('he'), sample: SAMPLE.auth, schema: A.AuthResultSchema },
  { name: 'heCheck', call: (a) => a.heCheck('he'), sample: SAMPLE.he, schema: A.HeCheckSchema },
  { name: 'getProfile', call: (a) => a.getProfile(), sample: SAMPLE.profile, schema: A.ProfileSchema },
  { name: 'updateProfile', call: (a) => a.updateProfile('Ma Ma'), sample: SAMPLE.profile, schema: A.ProfileSchema },
  { name: 'getSubscription', call: (a) => a.getSubscription(7), sample: SAMPLE.subscription, schema: A.SubscriptionSchema },
  {
    name: 'cancelSubscription',
    call: (a) => a.cancelSubscription({ userId: 7, provider: 'mpt', account: '9594' }),
    sample: SAMPLE.successMessage,
    schema: SuccessMessageSchema,
  },
  { name: 'getPayment', call: (a) => paymentEndpoints(a.http).getPayment(7), sample: SAMPLE.payment, schema: P.PaymentSchema },
  {
    name: 'generatePaymentUrl',
    call: (a) => paymentEndpoints(a.http).generatePaymentUrl('mpt', { userId: 7, planId: 1, transactionId: 't' }),
    sample: SAMPLE.url,
    schema: P.UrlSchema,
  },
  {
    name: 'atomSendOtp',
    call: (a) => paymentEndpoints(a.http).atomSendOtp({ userId: 7, atomPhone: '95997', planId: 1, transactionId: 't' }),
    sample: SAMPLE.successMessage,
    schema: SuccessMessageSchema,
  },
  {
    name: 'atomConfirmOtp',
    call: (a) => paymentEndpoints(a.http).atomConfirmOtp({ userId: 7, atomPhone: '95997', planId: 1, transactionId: 't', otp: '123456' }),
    sample: SAMPLE.successMessage,
    schema: SuccessMessageSchema,
  },
  { name: 'redeem', call: (a) => a.redeem({ userId: 7, code: 'C' }), sample: SAMPLE.redeem, schema: A.RedeemSchema },
  { name: 'getFavorites', call: (a) => a.getFavorites(1), sample: SAMPLE.page, schema: S.CategoryPageSchema },
  { name: 'addFavorite', call: (a) => a.addFavorite(1), sample: SAMPLE.success, schema: SuccessSchema },
  { name: 'removeFavorite', call: (a) => a.removeFavorite(1), sample: SAMPLE.success, schema: SuccessSchema },
  { name: 'clearFavorites', call: (a) => a.clearFavorites(), sample: SAMPLE.success, schema: SuccessSchema },
  { name: 'getWatchHistory', call: (a) => a.getWatchHistory(1), sample: SAMPLE.history, schema: A.HistoryPageSchema },
  {
    name: 'addWatchHistory',
    call: (a) => a.addWatchHistory({ childId: 1, duration: 10, position: 1 }),
    sample: SAMPLE.success,
    schema: SuccessSchema,
  },
  { name: 'getNotifications', call: (a) => a.getNotifications(1), sample: SAMPLE.notifications, schema: A.NotificationPageSchema },
]

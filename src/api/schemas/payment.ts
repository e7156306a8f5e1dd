import * as v from 'valibot'
import { Int, Str } from './common'

// The payment screens' answers: loaded with those screens, never by start-up.
// `days` is beyond the spec's plan: the period shown beside the price comes from it. So are `title`
// and `description`, the plan in the language asked for (titleMM and descriptionMM are Burmese).
const PlanSchema = v.object({
  id: Int,
  titleMM: Str,
  descriptionMM: Str,
  title: v.optional(Str),
  description: v.optional(Str),
  amount: v.number(),
  currency: Str,
  days: v.optional(Int),
})
const ProviderPaymentSchema = v.object({
  name: Str,
  nameMM: Str,
  icon: Str,
  isAlreadySubscribed: v.boolean(),
  plans: v.array(PlanSchema),
})
export const PaymentSchema = v.object({ atom: ProviderPaymentSchema, mpt: ProviderPaymentSchema, ooredoo: ProviderPaymentSchema })
export type Payment = v.InferOutput<typeof PaymentSchema>
export type Plan = v.InferOutput<typeof PlanSchema>

export const UrlSchema = v.object({ url: Str })

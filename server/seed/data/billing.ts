// Operator billing: providers, plans, redeem codes and the demo accounts.
import type { SeedDemoUser, SeedPlan, SeedProvider, SeedRedeemCode } from '../types.ts'

export const providers: SeedProvider[] = [
  { key: 'mpt', name: 'MPT', nameMM: 'အမ်ပီတီ', icon: '/images/providers/mpt.png' },
  { key: 'atom', name: 'ATOM', nameMM: 'အက်တမ်', icon: '/images/providers/atom.png' },
  { key: 'ooredoo', name: 'Ooredoo', nameMM: 'အော်ရီဒူး', icon: '/images/providers/ooredoo.png' },
]

const daily = (id: number, provider: SeedPlan['provider'], days: number, amount: number): SeedPlan => {
  const d = days.toString().replace(/[0-9]/g, (c) => '၀၁၂၃၄၅၆၇၈၉'[Number(c)] ?? c)
  const a = amount.toString().replace(/[0-9]/g, (c) => '၀၁၂၃၄၅၆၇၈၉'[Number(c)] ?? c)
  return {
    id,
    provider,
    titleMM: `${d} ရက် ပလန်`,
    descriptionMM: `${a} ကျပ်ဖြင့် ${d} ရက်တာ ရုပ်ရှင်နှင့် ဇာတ်လမ်းတွဲ အားလုံးကို ကြည့်ရှုနိုင်သည်။ ဖုန်းဘေလ်မှ ဖြတ်တောက်ပါမည်။`,
    amount,
    currency: 'MMK',
    days,
  }
}

export const plans: SeedPlan[] = [
  daily(1, 'mpt', 1, 99),
  daily(2, 'mpt', 7, 599),
  daily(3, 'mpt', 30, 1999),
  daily(4, 'atom', 1, 99),
  daily(5, 'atom', 7, 599),
  daily(6, 'ooredoo', 1, 99),
  daily(7, 'ooredoo', 7, 599),
  daily(8, 'ooredoo', 30, 1999),
]

export const redeemCodes: SeedRedeemCode[] = [
  { code: 'MMS-1DAY-K7Q2', days: 1 },
  { code: 'MMS-1DAY-P4W9', days: 1 },
  { code: 'MMS-1DAY-Z3N8', days: 1 },
  { code: 'MMS-7DAY-A1B2', days: 7 },
  { code: 'MMS-7DAY-C3D4', days: 7 },
  { code: 'MMS-7DAY-H6J5', days: 7 },
  { code: 'MMS-7DAY-R8T1', days: 7 },
  { code: 'MMS-30DAY-X9Y8', days: 30 },
  { code: 'MMS-30DAY-M2L6', days: 30 },
  { code: 'MMS-30DAY-F5G3', days: 30 },
  { code: 'MMS-30DAY-U7V4', days: 30 },
  { code: 'MMS-THGN-2026', days: 7 },
]

/** Demo accounts: all numbers are valid Myanmar mobile numbers for their operator (959 + 9 digits). */
export const demoUsers: SeedDemoUser[] = [
  { phone: '959421234567', name: 'ကိုအောင်မြင့်', premiumDays: 30, provider: 'mpt' },
  { phone: '959250123456', name: 'Su Myat Noe', premiumDays: 0, provider: null },
  { phone: '959761234567', name: 'မနှင်းဝေ', premiumDays: 7, provider: 'atom' },
  { phone: '959976543210', name: 'Kyaw Zin Htut', premiumDays: 0, provider: null },
]

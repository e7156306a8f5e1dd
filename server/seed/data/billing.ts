// Operator billing: providers, plans, redeem codes and the demo accounts.
import type { SeedDemoUser, SeedPlan, SeedProvider, SeedRedeemCode } from '../types.ts'

export const providers: SeedProvider[] = [
  { key: 'mpt', name: 'MPT', nameMM: 'အမ်ပီတီ', icon: '/images/providers/mpt.png' },
  { key: 'atom', name: 'ATOM', nameMM: 'အက်တမ်', icon: '/images/providers/atom.png' },
  { key: 'ooredoo', name: 'Ooredoo', nameMM: 'အော်ရီဒူး', icon: '/images/providers/ooredoo.png' },
]

const myanmarDigits = (n: number) => n.toString().replace(/[0-9]/g, (c) => '၀၁၂၃၄၅၆၇၈၉'[Number(c)] ?? c)

const daily = (id: number, provider: SeedPlan['provider'], days: number, amount: number): SeedPlan => {
  const d = myanmarDigits(days)
  return {
    id,
    provider,
    title: { my: `${d} ရက် ပလန်`, en: days === 1 ? '1-day plan' : `${days}-day plan` },
    description: {
      // The plan's card already shows its period and price beside this.
      my: 'ရုပ်ရှင်နှင့် ဇာတ်လမ်းတွဲ အားလုံးကို ကြည့်ရှုနိုင်သည်။ ဖုန်းဘေလ်မှ ဖြတ်တောက်ပါမည်။',
      en: 'Watch every film and series. Charged to your phone bill.',
    },
    amount,
    currency: 'MMK',
    days,
  }
}

// The 30-day plans sell at the Thingyan price that the promotion and its notification offer.
export const plans: SeedPlan[] = [
  daily(1, 'mpt', 1, 99),
  daily(2, 'mpt', 7, 599),
  daily(3, 'mpt', 30, 1499),
  daily(4, 'atom', 1, 99),
  daily(5, 'atom', 7, 599),
  daily(6, 'ooredoo', 1, 99),
  daily(7, 'ooredoo', 7, 599),
  daily(8, 'ooredoo', 30, 1499),
]

// Ten random characters from Crockford's base32 (no I, L, O or U) after the prefix: 32^10 codes,
// so guessing one within the redeem limit (5 failures an hour) is hopeless, and none reads ambiguously.
export const redeemCodes: SeedRedeemCode[] = [
  { code: 'MMS-FF4VG-X49MP', days: 1 },
  { code: 'MMS-64YZ2-PW3EP', days: 1 },
  { code: 'MMS-CNPMT-FBPZD', days: 1 },
  { code: 'MMS-S2Q8J-HX6GA', days: 7 },
  { code: 'MMS-ZS27J-JT2Y1', days: 7 },
  { code: 'MMS-567KK-HYF75', days: 7 },
  { code: 'MMS-1ARR2-8P7XZ', days: 7 },
  { code: 'MMS-DE744-B65BH', days: 7 },
  { code: 'MMS-QJTXJ-3NC3J', days: 30 },
  { code: 'MMS-8NFFT-Y4F2W', days: 30 },
  { code: 'MMS-2AR8K-KPX3Q', days: 30 },
  { code: 'MMS-WEVQA-FK7TY', days: 30 },
]

/** Demo accounts: all numbers are valid Myanmar mobile numbers for their operator (959 + 9 digits). */
export const demoUsers: SeedDemoUser[] = [
  { phone: '959421234567', name: 'ကိုအောင်မြင့်', premiumDays: 30, provider: 'mpt' },
  { phone: '959250123456', name: 'Su Myat Noe', premiumDays: 0, provider: null },
  { phone: '959761234567', name: 'မနှင်းဝေ', premiumDays: 7, provider: 'atom' },
  { phone: '959976543210', name: 'Kyaw Zin Htut', premiumDays: 0, provider: null },
]

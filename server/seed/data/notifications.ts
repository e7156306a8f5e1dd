// Notifications, newest first. Dates are relative to the moment the seed is loaded (spread over 60 days).
import type { SeedNotification } from '../types.ts'

type Row = [daysAgo: number, hour: number, contentId: number | null, myTitle: string, enTitle: string, myBody: string, enBody: string]

const rows: Row[] = [
  [0, 9, 1, 'ရွှေရောင်နှင်းဆီ အပိုင်းသစ်', 'New episode: ရွှေရောင်နှင်းဆီ', 'အပိုင်း (၈) ကို ယခု ကြည့်ရှုနိုင်ပါပြီ။', 'Episode 8 is out now. Watch it tonight.'],
  [
    1,
    18,
    57,
    'Iron Monsoon ရောက်ပြီ',
    'Iron Monsoon is here',
    'ဒီနှစ်ရဲ့ အက်ရှင် ရုပ်ရှင်ကြီး Iron Monsoon ကို ကြည့်ရှုလိုက်ပါ။',
    'The action film of the year is now streaming.',
  ],
  [2, 12, null, 'သင်္ကြန် လျှော့ဈေး', 'Thingyan discount', '၃၀ ရက် ပလန်ကို ၁၄၉၉ ကျပ်ဖြင့်သာ ရယူနိုင်ပါပြီ။', 'Get the 30-day plan for only 1,499 MMK.'],
  [
    3,
    20,
    52,
    'Ghost Frequency အပိုင်းသစ်',
    'Ghost Frequency: new episode',
    'ညနက်မှ ကြည့်ရဲလား။ အပိုင်း (၄) ထွက်ပြီ။',
    'Dare to watch it after midnight? Episode 4 is out.',
  ],
  [5, 10, 22, 'ကြောင်လေး မိုမို', 'Momo the kitten', 'ကလေးများအတွက် အပိုင်းသစ် နှစ်ပိုင်း ထပ်တိုးထားပါတယ်။', 'Two new episodes for the little ones.'],
  [
    6,
    19,
    45,
    'Yangon Undercover',
    'Yangon Undercover',
    'ဇာတ်သိမ်းပိုင်း မတိုင်ခင် အပိုင်းအားလုံးကို ပြန်ကြည့်ပါ။',
    'Catch up on every episode before the finale.',
  ],
  [8, 8, 28, 'လက်ဝှေ့ သူရဲကောင်း', 'Lethwei hero', 'ရုပ်ရှင်ရုံတင်ပြီးနောက် ယခု အွန်လိုင်းမှာ ကြည့်ရှုနိုင်ပါပြီ။', 'Fresh from cinemas, now streaming.'],
  [10, 21, 13, 'ကြယ်တွေ ကြွေတဲ့ည', 'The Night the Stars Fell', 'ပထမ နှစ်ပိုင်းကို အခမဲ့ ကြည့်ရှုနိုင်ပါတယ်။', 'The first two episodes are free to watch.'],
  [
    12,
    14,
    null,
    'ဒေတာ သက်သာစွာ ကြည့်ရှုရန်',
    'Save mobile data',
    'ဆက်တင်တွင် ဗီဒီယို အရည်အသွေးကို အလိုအလျောက် ထားပါက ဒေတာ သက်သာစေပါသည်။',
    'Automatic quality adapts to your connection and saves data.',
  ],
  [14, 17, 31, 'မင်္ဂလာဆောင် ရှုပ်ပွဲ', 'Wedding Chaos', 'ရယ်ရလွန်းလို့ ဗိုက်နာမယ့် ဟာသကား အသစ်။', 'A brand-new comedy that will make your sides ache.'],
  [16, 11, 19, 'မြန်မာ့ အစားအစာ ခရီး', 'Myanmar food journey', 'ရှမ်းခေါက်ဆွဲ အပိုင်း ထွက်ရှိပြီ။', 'The Shan noodle episode is now available.'],
  [18, 20, 3, 'ညဘက် ဘူတာရုံ', 'Night Station', 'သရဲဇာတ်လမ်းတွဲ ညဘက် ဘူတာရုံ ဇာတ်သိမ်းပြီ။', 'The horror series Night Station has reached its finale.'],
  [20, 9, 60, 'Paper Moon Café အခမဲ့', 'Paper Moon Café is free', 'ဒီအပတ်အတွင်း အခမဲ့ ကြည့်ရှုနိုင်ပါတယ်။', 'Watch it free this week.'],
  [
    22,
    16,
    null,
    'Redeem ကုဒ် အသုံးပြုနည်း',
    'How to redeem a code',
    'ပရိုဖိုင် > ကုဒ်ထည့်ရန် မှ လက်ဆောင်ကုဒ်ကို ထည့်သွင်းပါ။',
    'Go to Profile > Enter code to add your gift code.',
  ],
  [24, 19, 47, 'Monsoon Hearts', 'Monsoon Hearts', 'မိုးရာသီ အချစ်ဇာတ်လမ်းတွဲ အသစ် စတင်ပြီ။', 'A new rainy-season romance series has started.'],
  [26, 13, 9, 'ပုဂံ လျှို့ဝှက်ချက်', 'The Bagan Secret', 'ပျောက်ဆုံးနေတဲ့ ရှေးဟောင်းပစ္စည်း ဘယ်ရောက်သွားမလဲ။', 'Where did the missing relic go? Find out now.'],
  [28, 10, 41, 'ဆင်ဖြူတော်လေး', 'The Little White Elephant', 'မိသားစုလိုက် ကြည့်ရှုရန် ကာတွန်းရုပ်ရှင် အခမဲ့။', 'A free animated film for the whole family.'],
  [
    31,
    18,
    null,
    'ATOM ဖြင့် ငွေပေးချေနိုင်ပြီ',
    'Pay with ATOM',
    'ATOM ဖုန်းဘေလ်ဖြင့် ပလန်များကို ဝယ်ယူနိုင်ပါပြီ။',
    'You can now buy plans with your ATOM balance.',
  ],
  [33, 20, 25, 'သင်္ချိုင်းကုန်း', 'Cemetery Hill', 'တစ်ယောက်တည်း မကြည့်ပါနဲ့။', 'Do not watch it alone.'],
  [35, 8, 58, 'Golden Land', 'Golden Land', 'မြန်မာပြည်ကို ကောင်းကင်ပေါ်က ကြည့်ရှုလိုက်ပါ။', 'See Myanmar from the sky.'],
  [38, 15, 6, 'အိမ်နီးချင်း ဟာသများ', 'Neighbourhood comedies', 'ရာသီသစ် အပိုင်းများ ထပ်တိုးထားပါတယ်။', 'New episodes have been added.'],
  [
    40,
    12,
    null,
    'စနစ် ပြုပြင်ထိန်းသိမ်းမှု',
    'Scheduled maintenance',
    'နံနက် ၂ နာရီမှ ၄ နာရီအထိ ဝန်ဆောင်မှု ခေတ္တ ရပ်နားပါမည်။',
    'Service pauses from 2 a.m. to 4 a.m. for maintenance.',
  ],
  [43, 19, 56, 'The Last Ferry', 'The Last Ferry', 'သည်းထိတ်ရင်ဖို ဇာတ်ကားသစ်။', 'A new edge-of-your-seat thriller.'],
  [46, 9, 51, 'Little Explorers', 'Little Explorers', 'ကလေးများအတွက် ပညာပေး ကာတွန်း အသစ်။', 'A new learning cartoon for kids.'],
  [49, 17, 14, 'ဆေးရုံကြီးက နေ့ရက်များ', 'Days at the General Hospital', 'ဇာတ်လမ်းတွဲ တစ်ခုလုံးကို ကြည့်ရှုနိုင်ပါပြီ။', 'The complete series is now available.'],
  [
    52,
    11,
    null,
    'ကြိုဆိုပါတယ်',
    'Welcome',
    'မြန်မာ ရုပ်ရှင်နဲ့ ဇာတ်လမ်းတွဲ ထောင်ပေါင်းများစွာကို ကြည့်ရှုလိုက်ပါ။',
    'Thousands of Myanmar films and series are waiting for you.',
  ],
  [55, 20, 62, 'The Heist Club', 'The Heist Club', 'အငြိမ်းစား သူငယ်ချင်းလေးယောက်ရဲ့ ဟာသ ဓားပြတိုက်ပွဲ။', 'Four retirees, one hilarious heist.'],
  [58, 14, 29, 'ဟာသ ဘုရင်', 'King of Comedy', 'အခမဲ့ ကြည့်ရှုနိုင်တဲ့ ဟာသကား။', 'A comedy you can watch for free.'],
  [59, 10, 33, 'တောင်ကြီး မြူခိုး', 'Taunggyi Mist', 'ဆောင်းရာသီ အချစ်ဇာတ်လမ်း။', 'A winter love story.'],
]

const HOUR = 3_600_000

/** Builds the list with dates counted back from `now` (the hour of loading, so values are stable within it). */
export function buildNotifications(now: number = Date.now()): SeedNotification[] {
  const base = Math.floor(now / HOUR) * HOUR
  return rows.map(([daysAgo, hour, contentId, myTitle, enTitle, myBody, enBody], i) => ({
    id: i + 1,
    title: { my: myTitle, en: enTitle },
    body: { my: myBody, en: enBody },
    image: `/images/notifications/${i + 1}.webp`,
    contentId,
    createdAt: new Date(base - daysAgo * 24 * HOUR - ((24 - hour) % 24) * HOUR).toISOString(),
  }))
}

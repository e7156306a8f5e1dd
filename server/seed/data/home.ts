// Home feed: sections, banner carousel, promotions and the start-up popup.
import type { SeedPopup, SeedPromotion, SeedSection } from '../types.ts'
import type { TitleSpec } from './build.ts'
import { imagePath } from './build.ts'
import type { GenreKey } from './genres.ts'

/** Titles shown in the "trending" row, in display order (more than 20, so the category has a page 2). */
const trending = [1, 45, 28, 13, 5, 57, 22, 31, 3, 47, 9, 62, 24, 46, 34, 16, 60, 40, 2, 52, 29, 70, 6, 43]

export const bannerIds = [1, 28, 45, 13, 57, 22]

export function buildSections(specs: TitleSpec[]): SeedSection[] {
  const ids = (pick: (t: TitleSpec) => boolean) => specs.filter(pick).map((t) => t.id)
  const withGenre =
    (...keys: GenreKey[]) =>
    (t: TitleSpec) =>
      t.genres.some((g) => keys.includes(g))
  const international = new Set([48, 49, 50, 54, 59, 61, 62, 63, 66, 67])
  const newest = [...specs].sort((a, b) => b.year - a.year || b.id - a.id).slice(0, 22)
  const section = (id: number, my: string, en: string, contentIds: number[]): SeedSection => ({
    id,
    name: { my, en },
    type: 'poster',
    contentIds,
  })
  return [
    section(1, 'ခေတ်စားနေသော', 'Trending', trending),
    section(
      2,
      'ထွက်ရှိခါစ',
      'New Releases',
      newest.map((t) => t.id),
    ),
    section(
      3,
      'မြန်မာ ဇာတ်လမ်းတွဲများ',
      'Myanmar Series',
      ids((t) => t.lang === 'my' && t.kind === 'serie' && !t.genres.includes('kids') && !t.genres.includes('documentary')),
    ),
    section(4, 'အက်ရှင်', 'Action', ids(withGenre('action'))),
    section(5, 'ဟာသ', 'Comedy', ids(withGenre('comedy'))),
    section(6, 'သရဲနှင့် သည်းထိတ်ရင်ဖို', 'Horror and Thrillers', ids(withGenre('horror', 'thriller'))),
    section(7, 'အချစ်ဇာတ်လမ်းများ', 'Romance', ids(withGenre('romance'))),
    section(8, 'မှတ်တမ်းရုပ်ရှင်များ', 'Documentaries', ids(withGenre('documentary'))),
    section(9, 'ကလေးများအတွက်', 'Kids', ids(withGenre('kids'))),
    section(
      10,
      'နိုင်ငံတကာ',
      'International',
      ids((t) => international.has(t.id)),
    ),
    section(
      11,
      'အခမဲ့ ကြည့်ရှုနိုင်သည်',
      'Free to Watch',
      ids((t) => (t.kind === 'single' && t.free === 1) || (t.kind === 'serie' && (t.free ?? 1) >= 2)),
    ),
  ]
}

// The Burmese art keeps the names it always had; the English art is its own file.
const promo = (id: number) => ({
  bannerImage: { my: `/images/promotions/${id}-banner.webp`, en: `/images/promotions/${id}-banner-en.webp` },
  detailsImage: { my: `/images/promotions/${id}-details.webp`, en: `/images/promotions/${id}-details-en.webp` },
})

export const promotions: SeedPromotion[] = [
  {
    id: 1,
    title: { my: 'သင်္ကြန် အထူးလျှော့ဈေး', en: 'Thingyan special offer' },
    summary: {
      my: '၃၀ ရက် ပလန်ကို ၁၉၉၉ ကျပ်အစား ၁၄၉၉ ကျပ်ဖြင့် ရယူပြီး ရုပ်ရှင်နဲ့ ဇာတ်လမ်းတွဲ အားလုံးကို ကြည့်ရှုလိုက်ပါ။',
      en: 'Get the 30-day plan for 1,499 MMK instead of 1,999 MMK and watch every film and series.',
    },
    ...promo(1),
    detailsBody: {
      my: `<p>သင်္ကြန် ပွဲတော်ရာသီ အထူးအစီအစဉ်အဖြစ် <strong>၃၀ ရက် ပလန်</strong>ကို လျှော့ဈေးဖြင့် ဝယ်ယူနိုင်ပါပြီ။</p>
<ul>
<li>ပုံမှန်ဈေး ၁၉၉၉ ကျပ် အစား <strong>၁၄၉၉ ကျပ်</strong> သာ</li>
<li>MPT၊ ATOM နှင့် Ooredoo ဖုန်းဘေလ်ဖြင့် ပေးချေနိုင်သည်</li>
<li>ဇာတ်လမ်းတွဲသစ်များ အပါအဝင် အားလုံး ကြည့်ရှုနိုင်သည်</li>
</ul>
<p>ပရိုမိုးရှင်း ကာလအတွင်း ဇာတ်လမ်းတွဲသစ် <a href="/content?id=1">ရွှေရောင်နှင်းဆီ</a> ကို စတင် ကြည့်ရှုလိုက်ပါ။</p>
<p><small>စည်းကမ်းချက်များ သက်ဆိုင်ပါသည်။</small></p>`,
      en: `<p>For the Thingyan festival season, the <strong>30-day plan</strong> is on sale.</p>
<ul>
<li>Only <strong>1,499 MMK</strong> instead of the usual 1,999 MMK</li>
<li>Pay with your MPT, ATOM or Ooredoo phone bill</li>
<li>Watch everything, new series included</li>
</ul>
<p>While the offer lasts, start the new series <a href="/content?id=1">ရွှေရောင်နှင်းဆီ</a>.</p>
<p><small>Terms apply.</small></p>`,
    },
  },
  {
    id: 2,
    title: { my: 'ဇာတ်လမ်းတွဲသစ် ရွှေရောင်နှင်းဆီ', en: 'New series: ရွှေရောင်နှင်းဆီ' },
    summary: {
      my: 'ပထမ နှစ်ပိုင်းကို အခမဲ့ ကြည့်ရှုနိုင်ပါပြီ။ အပိုင်းသစ်များ အပတ်စဉ် ကြာသပတေးနေ့တိုင်း ထွက်ရှိမည်။',
      en: 'The first two episodes are free. New episodes come out every Thursday.',
    },
    ...promo(2),
    detailsBody: {
      my: `<p>ပန်းဆိုင်လေးတစ်ဆိုင်နဲ့ ဖုံးကွယ်ထားတဲ့ အချစ်ဇာတ်လမ်းဟောင်း။ <strong>ရွှေရောင်နှင်းဆီ</strong> ဇာတ်လမ်းတွဲကို ယခုပင် ကြည့်ရှုနိုင်ပါပြီ။</p>
<ul>
<li>အပိုင်း (၁) နှင့် (၂) အခမဲ့</li>
<li>အပိုင်းသစ်များ ကြာသပတေးနေ့တိုင်း</li>
<li>အပိုင်းပေါင်း ၁၀ ပိုင်း</li>
</ul>
<p><a href="/content?id=1">ယခုပင် ကြည့်ရှုရန်</a></p>`,
      en: `<p>A little flower shop and an old love story kept secret. The series <strong>ရွှေရောင်နှင်းဆီ</strong> is streaming now.</p>
<ul>
<li>Episodes 1 and 2 are free</li>
<li>New episodes every Thursday</li>
<li>10 episodes in all</li>
</ul>
<p><a href="/content?id=1">Watch now</a></p>`,
    },
  },
  {
    id: 3,
    title: { my: 'ကုဒ်ထည့်ပြီး ရက်ပိုရယူပါ', en: 'Enter a code, get more days' },
    summary: {
      my: 'လက်ဆောင်ရထားသော Redeem ကုဒ်ကို ပရိုဖိုင် စာမျက်နှာတွင် ထည့်သွင်းပြီး ကြည့်ရှုရက်များ ထပ်တိုးပါ။',
      en: 'Enter the redeem code you were given on your profile page and add days of watching.',
    },
    ...promo(3),
    detailsBody: {
      my: `<p>မိတ်ဆွေများထံမှ သို့မဟုတ် ပွဲတော်များတွင် လက်ဆောင်ရထားသော <strong>Redeem ကုဒ်</strong>ကို အသုံးပြု၍ ကြည့်ရှုရက်များ ရယူနိုင်ပါသည်။</p>
<ol>
<li>ပရိုဖိုင် စာမျက်နှာသို့ သွားပါ</li>
<li>"ကုဒ်ထည့်ရန်" ကို နှိပ်ပါ</li>
<li>ကုဒ်ကို ရိုက်ထည့်ပြီး ဆက်လုပ်ရန် ကို နှိပ်ပါ</li>
</ol>
<p>ကုဒ်တစ်ခုကို တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။ ဆက်လက်၍ <a href="/content?id=45">Yangon Undercover</a> ကို ကြည့်ရှုလိုက်ပါ။</p>`,
      en: `<p>A <strong>redeem code</strong> from a friend or a festival gives you days of watching.</p>
<ol>
<li>Go to your profile page</li>
<li>Tap "Enter code"</li>
<li>Type the code and tap Continue</li>
</ol>
<p>Each code works once. Then watch <a href="/content?id=45">Yangon Undercover</a>.</p>`,
    },
  },
  {
    id: 4,
    title: { my: 'ကလေးများအတွက် ကာတွန်းပွဲတော်', en: 'Cartoon festival for kids' },
    summary: {
      my: 'ကြောင်လေး မိုမို နှင့် Little Explorers အပိုင်းသစ်များ ရောက်ရှိပြီ။ မိသားစုလိုက် ပျော်ရွှင်စွာ ကြည့်ရှုပါ။',
      en: 'New episodes of ကြောင်လေး မိုမို and Little Explorers are here. Enjoy them with the whole family.',
    },
    ...promo(4),
    detailsBody: {
      my: `<p>ကျောင်းပိတ်ရက်အတွက် ကလေးများ နှစ်သက်မယ့် ကာတွန်းများကို စုစည်းပေးထားပါတယ်။</p>
<ul>
<li><a href="/content?id=22">ကြောင်လေး မိုမို</a> – အပိုင်း ၁၂ ပိုင်း</li>
<li><a href="/content?id=51">Little Explorers</a> – ပထမ နှစ်ပိုင်း အခမဲ့</li>
<li><a href="/content?id=41">ဆင်ဖြူတော်လေး</a> – ရုပ်ရှင် အခမဲ့</li>
</ul>
<p>ဒေတာ သက်သာစေရန် ဗီဒီယို အရည်အသွေးကို အလိုအလျောက် ချိန်ညှိပေးပါသည်။</p>`,
      en: `<p>Cartoons children love, gathered for the school holidays.</p>
<ul>
<li><a href="/content?id=22">ကြောင်လေး မိုမို</a> – 12 episodes</li>
<li><a href="/content?id=51">Little Explorers</a> – the first two episodes free</li>
<li><a href="/content?id=41">ဆင်ဖြူတော်လေး</a> – a free film</li>
</ul>
<p>Video quality adjusts by itself to save your data.</p>`,
    },
  },
]

export const promotionBannerIds = [1, 2, 3, 4]

export const popup: SeedPopup = { id: 1, kind: 'content', contentId: 1, posterImg: imagePath.poster(1) }

// Short episode synopses, picked deterministically per series so every episode has a believable blurb.
import type { GenreKey } from './genres.ts'

interface Pool {
  first: string
  middle: string[]
  last: string
}

const my: Record<GenreKey, Pool> = {
  drama: {
    first: 'ဇာတ်လမ်းအစ။ မိသားစုဝင်တွေ တစ်နေရာတည်းမှာ ပြန်ဆုံကြပြီး မပြောဖြစ်ခဲ့တဲ့ စကားတွေ ပြန်ပေါ်လာတယ်။',
    middle: [
      'နှစ်ပေါင်းများစွာ ဖုံးထားခဲ့တဲ့ လျှို့ဝှက်ချက်တစ်ခု ပေါ်လာပြီး ညီအစ်ကိုနှစ်ယောက်ကြား အဆင်မပြေမှုတွေ စတင်တယ်။',
      'အလုပ်နဲ့ မိသားစုကြား ရွေးချယ်ရမယ့် အခြေအနေမှာ သူမ ခက်ခက်ခဲခဲ ဆုံးဖြတ်ရတယ်။',
      'ရွာကို ပြန်ရောက်လာတဲ့ ဧည့်သည်တစ်ယောက်ကြောင့် အားလုံးရဲ့ ဘဝ ပြောင်းလဲသွားတယ်။',
      'အမေ နေမကောင်းဖြစ်လာတော့ သားသမီးတွေ အတူတူ ပြန်စုစည်းရတယ်။',
      'အမှားတစ်ခုအတွက် တောင်းပန်ဖို့ သတ္တိမွေးရင်း ဟောင်းနွမ်းသွားတဲ့ ခင်မင်မှုကို ပြန်ရှာတယ်။',
      'မိုးသည်းတဲ့ညမှာ မမျှော်လင့်ထားတဲ့ ဧည့်သည်တစ်ယောက် တံခါးခေါက်လာတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ နာကျင်မှုတွေကြားက ခွင့်လွှတ်ခြင်းနဲ့ မိသားစု ပြန်လည်ပေါင်းစည်းမှု။',
  },
  comedy: {
    first: 'ဇာတ်လမ်းအစ။ အိမ်သစ်ပြောင်းတဲ့နေ့မှာပဲ အိမ်နီးချင်းတွေနဲ့ ရယ်စရာ ပြဿနာတွေ စတင်တယ်။',
    middle: [
      'ကိုကြီးရဲ့ မွေးနေ့ပွဲ အံ့အားသင့်စေဖို့ စီစဉ်ရင်း အားလုံး ရှုပ်ထွေးကုန်တယ်။',
      'ထီပေါက်တယ်ထင်ပြီး ပျော်နေတုန်း လက်မှတ်ပျောက်သွားတယ်။',
      'ရပ်ကွက် ဘောလုံးပွဲမှာ နိုင်ဖို့ ထူးဆန်းတဲ့ နည်းဗျူဟာတွေ သုံးကြတယ်။',
      'မှားယွင်းပို့လိုက်တဲ့ စာတစ်စောင်ကြောင့် ရပ်ကွက်တစ်ခုလုံး နားလည်မှုလွဲကုန်တယ်။',
      'ဘိုးဘွားတွေ လာလည်တဲ့အပတ်မှာ အိမ်ကို သန့်ရှင်းအောင် အပြေးအလွှား လုပ်ကြတယ်။',
      'စားသောက်ဆိုင်ဖွင့်ပွဲနေ့မှာ စားဖိုမှူး မလာတော့ အားလုံး ဟင်းချက်ရတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ ရယ်မောခြင်းတွေကြားမှာ သူငယ်ချင်းတွေရဲ့ တန်ဖိုးကို သိလာကြတယ်။',
  },
  horror: {
    first: 'ဇာတ်လမ်းအစ။ ကျိုင်းတုံ လမ်းခရီးက အိမ်ဟောင်းကြီးထဲ ညဘက် ရောက်သွားကြတယ်။',
    middle: [
      'သန်းခေါင်ယံမှာ ကြားရတဲ့ ခြေသံတွေရဲ့ နောက်ကွယ်က အမှန်တရားကို ရှာဖွေတယ်။',
      'ဓာတ်ပုံဟောင်းတစ်ပုံထဲမှာ မရှိသင့်တဲ့ မျက်နှာတစ်ခု ပေါ်နေတယ်။',
      'ဆရာတော်ရဲ့ သတိပေးချက်ကို လျစ်လျူရှုခဲ့တော့ ထူးဆန်းမှုတွေ ပိုဆိုးလာတယ်။',
      'ရေတွင်းဟောင်းနားမှာ ပျောက်သွားတဲ့ ကလေးရဲ့ အသံကို ကြားရတယ်။',
      'မီးပျက်သွားတဲ့ညမှာ အိမ်ထဲက ဘယ်သူမှ အပြင်မထွက်ရဲကြဘူး။',
      'ရှေးဟောင်း ကျမ်းစာထဲက ဂါထာတစ်ပုဒ်က အဖြေကို ပြောပြနေတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ ဝိညာဉ်ရဲ့ နာကြည်းချက်ကို ဖြေရှင်းနိုင်မလား၊ ဒါမှမဟုတ် အားလုံး ပိတ်မိသွားမလား။',
  },
  action: {
    first: 'ဇာတ်လမ်းအစ။ ဆိပ်ကမ်းမှာ ဖြစ်ပွားတဲ့ လုယက်မှုတစ်ခုက ကြီးမားတဲ့ ကွန်ရက်ဆီ ဦးတည်နေတယ်။',
    middle: [
      'မြို့လယ်ခေါင်မှာ ကားလိုက်ဖမ်းပွဲ ဖြစ်ပြီး သက်သေတစ်ယောက် ပျောက်သွားတယ်။',
      'အဖွဲ့ထဲမှာ သစ္စာဖောက်တစ်ယောက် ရှိနေမှန်း သိလာတယ်။',
      'သင်္ဘောကျင်းထဲက ညသန်းခေါင် တိုက်ပွဲ။',
      'အချိန်မီ ဗုံးကို ရှာတွေ့ဖို့ နာရီဝက်သာ ကျန်တော့တယ်။',
      'ဟောင်းနွမ်းတဲ့ ရန်သူတစ်ယောက်နဲ့ မမျှော်လင့်ဘဲ လက်တွဲရတယ်။',
      'ဓားစာခံကို ကယ်တင်ဖို့ အဆောက်အအုံ အမြင့်ပေါ်ကနေ ဝင်ရောက်တယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ ကွန်ရက်ခေါင်းဆောင်နဲ့ နောက်ဆုံး ရင်ဆိုင်ပွဲ။',
  },
  romance: {
    first: 'ဇာတ်လမ်းအစ။ မိုးရွာတဲ့ ဘတ်စ်ကားမှတ်တိုင်မှာ ထီးတစ်လက်တည်းအောက် စတင်ဆုံတွေ့ကြတယ်။',
    middle: [
      'စာတစ်စောင်မှာ ရေးမထားတဲ့ စကားတွေကြောင့် နှစ်ယောက်ကြား နားလည်မှုလွဲကုန်တယ်။',
      'မိဘတွေရဲ့ ကန့်ကွက်မှုကြောင့် သူမ ခက်ခဲတဲ့ ရွေးချယ်မှု ပြုလုပ်ရတယ်။',
      'မန္တလေး ခရီးစဉ်မှာ သူတို့ ပိုမို ရင်းနှီးလာကြတယ်။',
      'ဟောင်းနွမ်းတဲ့ ချစ်သူ ပြန်ရောက်လာတော့ အရာရာ ရှုပ်ထွေးလာတယ်။',
      'သီချင်းတစ်ပုဒ်က ဖုံးကွယ်ထားတဲ့ ခံစားချက်တွေကို ဖော်ထုတ်ပေးတယ်။',
      'ဝေးကွာနေရချိန်မှာ ဖုန်းခေါ်ဆိုမှုတစ်ခုကို စောင့်နေမိတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ ကံကြမ္မာက သူတို့ကို နောက်တစ်ကြိမ် ပြန်ဆုံစေမလား။',
  },
  documentary: {
    first: 'ပထမအပိုင်း။ ခရီးစဉ်ရဲ့ အစ၊ ဒေသခံတွေရဲ့ နေ့စဉ်ဘဝကို မိတ်ဆက်ပေးတယ်။',
    middle: [
      'နံနက်ဈေးတန်းကနေ ညဈေးအထိ ဒေသခံ အစားအစာတွေရဲ့ နောက်ကွယ်က ဇာတ်လမ်း။',
      'မျိုးဆက်ပေါင်းများစွာ လက်ဆင့်ကမ်းလာတဲ့ လက်မှုပညာသည်တွေနဲ့ တွေ့ဆုံခြင်း။',
      'မိုးရာသီမှာ ပြောင်းလဲသွားတဲ့ မြစ်ကမ်းဘေး ဘဝများ။',
      'ပွဲတော်ရာသီနဲ့ ရိုးရာ ဓလေ့ထုံးစံများ။',
      'တောင်ပေါ်ဒေသက လယ်သမားတွေရဲ့ ကြိုးစားမှု။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ ပြောင်းလဲနေတဲ့ ကမ္ဘာထဲမှာ ရိုးရာကို ထိန်းသိမ်းနေသူများ။',
  },
  kids: {
    first: 'ပထမအပိုင်း။ သူငယ်ချင်းသစ်တွေနဲ့ စတင်တွေ့ဆုံပြီး စွန့်စားခန်း စတင်တယ်။',
    middle: [
      'ပျောက်သွားတဲ့ ဘောလုံးလေးကို ရှာရင်း တောထဲမှာ လမ်းပျောက်သွားတယ်။',
      'မိုးနတ်မင်းရဲ့ သက်တံ့လေးကို လိုက်ရှာကြတယ်။',
      'သူငယ်ချင်းတစ်ယောက် ဝမ်းနည်းနေတော့ အားလုံး ဝိုင်းကူကြတယ်။',
      'ကိန်းဂဏန်းလေးတွေနဲ့ ပျော်စရာ ဂိမ်းကစားကြတယ်။',
      'အဘွားရဲ့ ပုံပြင်ထဲက ရွှေငါးလေးကို ရှာဖွေတယ်။',
      'ကျောင်းပွဲတော်အတွက် သီချင်းလေး အတူတူ လေ့ကျင့်ကြတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ မိတ်ဆွေဖွဲ့ခြင်းရဲ့ တန်ဖိုးကို သင်ယူပြီး အိမ်ပြန်ကြတယ်။',
  },
  thriller: {
    first: 'ဇာတ်လမ်းအစ။ ညဘက်ရထားပေါ်မှာ ခရီးသည်တစ်ယောက် ရုတ်တရက် ပျောက်ကွယ်သွားတယ်။',
    middle: [
      'အမည်မသိ ဖုန်းခေါ်ဆိုမှုတစ်ခုက သဲလွန်စ အသစ်ကို ပေးတယ်။',
      'သံသယရှိသူ သုံးယောက်ထဲက တစ်ယောက်ယောက်က လိမ်နေတယ်။',
      'မှတ်တမ်းဟောင်းတွေထဲမှာ ဖျက်ထားတဲ့ စာမျက်နှာ တစ်မျက်နှာ ရှိနေတယ်။',
      'သက်သေတစ်ယောက်ရဲ့ ထွက်ဆိုချက် ပြောင်းလဲသွားတယ်။',
      'အချိန်နဲ့ ယှဉ်ပြိုင်ရင်း ထောင်ချောက်ထဲ ဝင်မိသွားတယ်။',
    ],
    last: 'နောက်ဆုံးအပိုင်း။ အမှန်တရား ပေါ်လာချိန်မှာ အရာရာ ပြောင်းလဲသွားတယ်။',
  },
}

const en: Record<GenreKey, Pool> = {
  drama: {
    first: 'Pilot. Old wounds reopen when the family gathers under one roof for the first time in years.',
    middle: [
      'A letter from the past forces two brothers to face what they never said.',
      'A promotion in the city or a promise at home: she has until Friday to choose.',
      'A stranger arrives in town and seems to know everyone’s secrets.',
      'When their mother falls ill, the siblings must learn to work together again.',
      'An apology is harder than it sounds, especially after ten years of silence.',
      'A storm cuts the power and forces some honest conversations.',
    ],
    last: 'Finale. Forgiveness comes at a price, but the family finds its way back.',
  },
  comedy: {
    first: 'Pilot. Moving day goes wrong from the very first box.',
    middle: [
      'A surprise birthday party becomes the worst-kept secret on the street.',
      'Everyone thinks they won the lottery, until the ticket goes missing.',
      'The neighbourhood football match turns into an all-out strategy war.',
      'One wrong text message and the whole office is in on the misunderstanding.',
      'The grandparents visit for a week, and nothing is where it should be.',
      'Opening night at the restaurant, and the chef has not shown up.',
    ],
    last: 'Finale. Laughter, a wedding nobody planned, and friends who stay.',
  },
  horror: {
    first: 'Pilot. A late-night broadcast picks up a voice that should not be there.',
    middle: [
      'Footsteps in the hallway at 3 a.m. lead to a locked room.',
      'An old photograph shows one face too many.',
      'They ignored the monk’s warning. Now the lights will not stay on.',
      'A child’s voice echoes from the bottom of a dry well.',
      'The signal grows stronger, and so does whatever is sending it.',
      'An old notebook holds the words that might end it all.',
    ],
    last: 'Finale. The spirit wants to be heard, and someone has to listen.',
  },
  action: {
    first: 'Pilot. A dockside robbery is the first thread in a much larger web.',
    middle: [
      'A high-speed chase through downtown leaves a witness missing.',
      'There is a traitor inside the unit, and the clock is ticking.',
      'A midnight fight in the shipyard changes everything.',
      'Thirty minutes to find the device before the city wakes up.',
      'An old enemy becomes an uneasy ally.',
      'A rooftop entry to rescue the hostage, with no backup.',
    ],
    last: 'Finale. The final showdown with the man behind it all.',
  },
  romance: {
    first: 'Pilot. Two strangers share one umbrella at a rainy bus stop.',
    middle: [
      'Words left unwritten in a letter cause a painful misunderstanding.',
      'Her parents object, and she must decide what matters most.',
      'A weekend trip to Mandalay brings them closer than ever.',
      'An old flame returns just when things were going well.',
      'A song on the radio says what neither of them could.',
      'Long distance, short calls, and a lot of waiting.',
    ],
    last: 'Finale. Will fate bring them together one more time?',
  },
  documentary: {
    first: 'Part one. The journey begins with the everyday lives of local people.',
    middle: [
      'From the morning market to the night bazaar: the stories behind the food.',
      'Meeting the craftspeople who keep a centuries-old skill alive.',
      'How the monsoon reshapes life along the river.',
      'Festivals, offerings and the traditions that mark the year.',
      'Farmers of the high hills and the crops that sustain them.',
    ],
    last: 'Final part. Keeping tradition alive in a changing world.',
  },
  kids: {
    first: 'Episode one. New friends, a big idea and the start of an adventure.',
    middle: [
      'The red ball rolls into the forest, and the friends follow it.',
      'Chasing a rainbow after the rain.',
      'When a friend feels sad, everybody helps.',
      'A counting game with numbers that hop and sing.',
      'Looking for the golden fish from Grandma’s story.',
      'Practising a song for the school festival.',
    ],
    last: 'Last episode. The friends learn what friendship means and head home.',
  },
  thriller: {
    first: 'Pilot. A passenger vanishes from a night train between two stations.',
    middle: [
      'An anonymous call delivers a new lead.',
      'Three suspects, three stories, and one of them is lying.',
      'A page has been torn from the old records.',
      'A key witness changes her statement.',
      'Racing the clock, they walk straight into a trap.',
    ],
    last: 'Finale. The truth comes out, and nothing is the same.',
  },
}

export function episodeBlurb(lang: 'my' | 'en', genre: GenreKey, n: number, count: number, titleId: number): string {
  const pool = (lang === 'my' ? my : en)[genre]
  if (n === 1) return pool.first
  if (n === count) return pool.last
  return pool.middle[(titleId + n - 2) % pool.middle.length] ?? pool.first
}

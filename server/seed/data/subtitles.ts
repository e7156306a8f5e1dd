// Subtitles for every episode: short everyday lines in Burmese and English, said in the same order,
// so the two tracks match. The reference clip carries no dialogue; the lines are timed to its 4 s
// segments, and each pass of the looped clip shows the next lines of the list.

export const SUBTITLE_LINES: { my: readonly string[]; en: readonly string[] } = {
  my: [
    'ဒီနေ့ ဘယ်သွားမလဲ။',
    'မြန်မြန်လာပါ၊ နောက်ကျနေပြီ။',
    'ကျွန်တော် မင်းကို ယုံတယ်။',
    'အမေ ဘယ်မှာလဲ။',
    'ဒါ ငါတို့ရဲ့ နောက်ဆုံး အခွင့်အရေးပဲ။',
    'မိုးရွာတော့မယ်၊ အိမ်ပြန်ကြရအောင်။',
    'ကျေးဇူးတင်ပါတယ်။',
    'ဘာဖြစ်လို့ မပြောခဲ့တာလဲ။',
    'စိတ်မပူပါနဲ့၊ အားလုံး အဆင်ပြေမှာပါ။',
    'လက်ဖက်ရည် တစ်ခွက် သောက်မလား။',
    'မနက်ဖြန် ပြန်တွေ့ကြမယ်။',
    'ငါ မေ့မှာ မဟုတ်ဘူး။',
  ],
  en: [
    'Where are you going today?',
    'Come quickly, we are late.',
    'I trust you.',
    'Where is Mother?',
    'This is our last chance.',
    'It is going to rain. Let us go home.',
    'Thank you.',
    'Why did you not tell me?',
    'Do not worry. Everything will be fine.',
    'Would you like a cup of tea?',
    'See you tomorrow.',
    'I will not forget.',
  ],
}

/**
 * Titles not in Burmese: the international acquisitions. Every other title is a Myanmar production
 * in Burmese, whatever the language of its name (ids 45–72 mix both).
 */
export const FOREIGN_LANGUAGE_TITLES: ReadonlySet<number> = new Set([48, 49, 50, 54, 59, 61, 62, 63, 66, 67, 68])

/** The title's spoken language (BCP 47). */
export const spokenLanguage = (titleId: number): 'my' | 'en' => (FOREIGN_LANGUAGE_TITLES.has(titleId) ? 'en' : 'my')

import type { SeedGenre } from '../types.ts'

/** Genre keys used by the title data; the artwork generator also styles posters by them. */
export type GenreKey = 'drama' | 'comedy' | 'horror' | 'action' | 'romance' | 'documentary' | 'kids' | 'thriller'

/** Genre ids live in their own range (101…) so they never collide with section ids (1…). */
export const genreIds: Record<GenreKey, number> = {
  drama: 101,
  comedy: 102,
  horror: 103,
  action: 104,
  romance: 105,
  documentary: 106,
  kids: 107,
  thriller: 108,
}

const genreNames: Record<GenreKey, string> = {
  drama: 'ဒရာမာ',
  comedy: 'ဟာသ',
  horror: 'သရဲ၊ ထိတ်လန့်ဖွယ်',
  action: 'Action',
  romance: 'အချစ်ဇာတ်လမ်း',
  documentary: 'မှတ်တမ်းရုပ်ရှင်',
  kids: 'ကလေးများအတွက်',
  thriller: 'Thriller',
}

export const genres: SeedGenre[] = (Object.keys(genreIds) as GenreKey[]).map((key) => ({
  id: genreIds[key],
  name: genreNames[key],
}))

export function genreKeyById(id: number): GenreKey | undefined {
  return (Object.keys(genreIds) as GenreKey[]).find((key) => genreIds[key] === id)
}

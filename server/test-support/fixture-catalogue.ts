import type { SeedCatalogue, SeedPlan, SeedTitle } from '../seed/types.ts'

// A small catalogue for tests, so they never depend on the real seed's contents.
// Ids: titles 1..25; episodes are title id * 100 + n. Title 1 is a film with a free child (100);
// title 5 has an actor named 'Golden Star';
// title 2 is a Burmese-named series with a free first episode (200) and paid ones (201, 202);
// title 3 is a paid film (300).

function title(id: number, name: string, over: Partial<SeedTitle> = {}): SeedTitle {
  const img = (kind: string) => `/images/${kind}/${id}.webp`
  return {
    id,
    title: name,
    contentType: 'single',
    description: `About ${name}`,
    director: `Director ${id}`,
    actors: `Actor ${id}`,
    supporters: '',
    novel: '',
    script: '',
    posterImg: img('posters'),
    bannerImg: img('banners'),
    sliderImg: img('sliders'),
    episodePosterImg: img('episodes'),
    isFree: false,
    typeIds: [id % 2 === 0 ? 2 : 1],
    episodes: [{ id: id * 100, title: name, description: '', isFree: false, durationMs: 5_400_000, episodePosterImg: img('episodes') }],
    year: 2000 + id,
    ...over,
  }
}

const titles: SeedTitle[] = [
  title(1, 'The Golden Land', {
    isFree: true,
    actors: 'Nay Toe, Wutt Hmone Shwe Yi',
    episodes: [
      {
        id: 100,
        title: 'The Golden Land',
        description: '',
        isFree: true,
        durationMs: 6_000_000,
        episodePosterImg: '/images/episodes/1.webp',
      },
    ],
  }),
  title(2, 'ရွှေမြို့တော်', {
    contentType: 'serie',
    isFree: true,
    actors: 'ဖွေးဖွေး, Nay Toe',
    episodes: [200, 201, 202].map((eid, i) => ({
      id: eid,
      title: `Episode ${i + 1}`,
      description: `Part ${i + 1}`,
      isFree: i === 0,
      durationMs: 2_700_000,
      episodePosterImg: `/images/episodes/2-${i + 1}.webp`,
    })),
  }),
  title(3, 'Monsoon Letters'),
  ...Array.from({ length: 22 }, (_, i) => title(i + 4, `Filler Film ${i + 4}`, i === 1 ? { actors: 'Golden Star' } : {})),
]

function plan(id: number, provider: SeedPlan['provider'], days: number, amount: number): SeedPlan {
  const weekly = days === 7
  return {
    id,
    provider,
    amount,
    currency: 'MMK',
    days,
    title: { my: weekly ? 'အပတ်စဉ်' : 'နေ့စဉ်', en: weekly ? 'Weekly' : 'Daily' },
    description: { my: weekly ? '၇ ရက်' : '၁ ရက်', en: weekly ? '7 days' : '1 day' },
  }
}

export const fixtureCatalogue: SeedCatalogue = {
  genres: [
    { id: 1, name: 'Drama' },
    { id: 2, name: 'Comedy' },
  ],
  titles,
  sections: [
    { id: 1, name: { en: 'Popular', my: 'ခေတ်စားနေသော' }, type: 'poster', contentIds: titles.map((t) => t.id) },
    { id: 2, name: { en: 'New', my: 'အသစ်' }, type: 'poster', contentIds: [3, 2, 1] },
  ],
  bannerIds: [1, 2],
  promotionBannerIds: [1],
  promotions: [
    {
      id: 1,
      title: { en: 'Thingyan Offer', my: 'သင်္ကြန် လျှော့ဈေး' },
      summary: { en: 'Half price', my: 'ဈေးတစ်ဝက်' },
      bannerImage: { my: '/images/promotions/1.webp', en: '/images/promotions/1-en.webp' },
      detailsImage: { my: '/images/promotions/1-details.webp', en: '/images/promotions/1-details-en.webp' },
      detailsBody: { en: '<p>Half price for a week.</p>', my: '<p>တစ်ပတ်လုံး ဈေးတစ်ဝက်။</p>' },
    },
  ],
  popup: { id: 1, kind: 'promotion', promotionId: 1 },
  notifications: [
    {
      id: 1,
      title: { en: 'Old news', my: 'သတင်းဟောင်း' },
      body: { en: 'Old body', my: 'ဟောင်း' },
      image: '/images/n/1.webp',
      contentId: null,
      createdAt: '2024-01-01T00:00:00Z',
    },
    {
      id: 2,
      title: { en: 'New film', my: 'ရုပ်ရှင်သစ်' },
      body: { en: 'Watch it', my: 'ကြည့်ပါ' },
      image: '/images/n/2.webp',
      contentId: 1,
      createdAt: '2024-06-01T00:00:00Z',
    },
  ],
  articles: (['faq', 'terms_and_conditions', 'privacy_policy', 'about_us'] as const).map((type) => ({
    type,
    html: { en: `<p>${type} in English</p>`, my: `<p>${type} မြန်မာ</p>` },
  })),
  providers: [
    { key: 'mpt', name: 'MPT', nameMM: 'အမ်ပီတီ', icon: '/images/providers/mpt.png' },
    { key: 'atom', name: 'ATOM', nameMM: 'အက်တမ်', icon: '/images/providers/atom.png' },
    { key: 'ooredoo', name: 'Ooredoo', nameMM: 'အူရီဒူး', icon: '/images/providers/ooredoo.png' },
  ],
  plans: [plan(1, 'mpt', 1, 99), plan(2, 'mpt', 7, 599), plan(3, 'ooredoo', 1, 99), plan(4, 'atom', 1, 99)],
  redeemCodes: [
    { code: 'WELCOME7', days: 7 },
    { code: 'MONTH30', days: 30 },
  ],
  demoUsers: [
    { phone: '959420000001', name: 'Demo Premium', premiumDays: 30, provider: 'mpt' },
    { phone: '959420000002', name: 'Demo Free', premiumDays: 0, provider: null },
  ],
  streamUrl: '/media/hls/master.m3u8',
  trailerUrl: '/media/trailer/master.m3u8',
}

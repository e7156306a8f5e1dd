// A mock of the home screen (540×960) built from the generated artwork, used as the PWA manifest
// screenshot until a real one replaces it.
import type { SeedCatalogue } from '../../server/seed/types.ts'

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function homeMockHtml(c: SeedCatalogue, image: (url: string) => string): string {
  const byId = new Map(c.titles.map((t) => [t.id, t]))
  const banner = byId.get(c.bannerIds[0] ?? 1)
  const rows = c.sections.slice(0, 3).map((s) => {
    const posters = s.contentIds.slice(0, 4).map((id) => {
      const t = byId.get(id)
      return t ? `<div class="poster"><img src="${image(t.posterImg)}"><span>${esc(t.title)}</span></div>` : ''
    })
    return `<section><h2>${esc(s.name)}<b>›</b></h2><div class="row">${posters.join('')}</div></section>`
  })
  const icon = (d: string) => `<svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${d}</svg>`
  const tabs = [
    ['ပင်မ', '<path d="M3 11l9-8 9 8v10h-6v-6H9v6H3z"/>', true],
    ['ရှာဖွေရန်', '<circle cx="11" cy="11" r="7"/><path d="M21 21l-5-5"/>', false],
    ['အကြိုက်ဆုံး', '<path d="M12 21s-8-5.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 11-8 11z"/>', false],
    ['ပရိုဖိုင်', '<circle cx="12" cy="8" r="4"/><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"/>', false],
  ] as const
  return `<!doctype html><html><head><meta charset="utf-8"><style>
*{box-sizing:border-box;margin:0;padding:0}
body{width:540px;height:960px;overflow:hidden;background:#0d1117;color:#e8eef5;font-family:"Noto Sans Myanmar","Noto Sans",sans-serif}
header{height:64px;display:flex;align-items:center;justify-content:space-between;padding:0 16px}
.logo{display:flex;align-items:center;gap:8px;font-weight:700;font-size:20px}
.logo i{width:34px;height:34px;border-radius:9px;background:#0095D5;display:grid;place-items:center}
.logo i:after{content:"";border-left:13px solid #fff;border-top:8px solid transparent;border-bottom:8px solid transparent;margin-left:4px}
.hero{margin:0 16px;border-radius:14px;overflow:hidden;position:relative}
.hero img{display:block;width:100%;aspect-ratio:16/9}
.dots{display:flex;gap:6px;justify-content:center;margin:10px 0 4px}.dots i{width:7px;height:7px;border-radius:4px;background:#3a4654}.dots i.on{width:18px;background:#0095D5}
section{margin-top:14px}
h2{font-size:16px;font-weight:700;padding:0 16px 8px;display:flex;justify-content:space-between}h2 b{color:#0095D5}
.row{display:flex;gap:10px;padding:0 16px;overflow:hidden}
.poster{flex:0 0 112px;width:112px;min-width:0}.poster img{width:112px;height:160px;border-radius:8px;display:block}
.poster span{display:block;font-size:12px;margin-top:4px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;color:#b9c4d0}
nav{position:fixed;bottom:0;left:0;right:0;height:64px;background:#161c24;border-top:1px solid #232b36;display:flex}
nav a{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;font-size:11px;color:#8b98a7}
nav a.on{color:#0095D5}
</style></head><body>
<header><div class="logo"><i></i></div>${icon('<path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9"/><path d="M13.7 21a2 2 0 0 1-3.4 0"/>')}</header>
<div class="hero"><img src="${banner ? image(banner.sliderImg) : ''}"></div>
<div class="dots"><i class="on"></i><i></i><i></i><i></i><i></i></div>
${rows.join('\n')}
<nav>${tabs.map(([label, d, on]) => `<a class="${on ? 'on' : ''}">${icon(d)}<span>${label}</span></a>`).join('')}</nav>
</body></html>`
}

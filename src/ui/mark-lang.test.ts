import { describe, expect, it } from 'vitest'
import { markOtherScript } from './mark-lang'

function marked(html: string, pageLang: string): string {
  const root = document.createElement('div')
  root.innerHTML = html
  markOtherScript(root, pageLang)
  return root.innerHTML
}

describe('markOtherScript', () => {
  it('marks the English names in a Burmese article, inside its own elements', () => {
    expect(marked('<p>MPT၊ ATOM သို့မဟုတ် <strong>Ooredoo</strong> ကို ရွေးပါ။</p>', 'my')).toBe(
      '<p><span lang="en">MPT</span>၊ <span lang="en">ATOM</span> သို့မဟုတ် <strong><span lang="en">Ooredoo</span></strong> ကို ရွေးပါ။</p>',
    )
  })

  it('marks a Burmese title linked from an English promotion', () => {
    expect(marked('<p>Watch <a href="/content?id=1">ရွှေရောင်နှင်းဆီ</a> now.</p>', 'en')).toBe(
      '<p>Watch <a href="/content?id=1"><span lang="my">ရွှေရောင်နှင်းဆီ</span></a> now.</p>',
    )
  })

  it('measures text against the lang its author gave it', () => {
    expect(marked('<p lang="en">Yoke Shin</p>', 'my')).toBe('<p lang="en">Yoke Shin</p>')
    expect(marked('<p lang="my">ATOM ဖြင့်</p>', 'en')).toBe('<p lang="my"><span lang="en">ATOM</span> ဖြင့်</p>')
  })

  it('an article whose text spells out markup keeps it as text when its words are marked', () => {
    const html = marked('<p>&lt;img src=x onerror=alert(1)&gt; ကို မနှိပ်ပါ</p>', 'my')
    expect(html).toBe(
      '<p>&lt;<span lang="en">img src</span>=<span lang="en">x onerror</span>=<span lang="en">alert</span>(1)&gt; ကို မနှိပ်ပါ</p>',
    )
    const root = document.createElement('div')
    root.innerHTML = html
    expect(root.querySelector('img')).toBeNull()
  })
})

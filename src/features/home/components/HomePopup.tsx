import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { Popup } from '../../../api/schemas/catalogue'
import { Img } from '../../../ui/Img'
import { Modal } from '../../../ui/Modal'
import { dismissPopup } from '../actions'
import { readSeenPopups } from '../popup-seen'
import { textLang } from '../../../i18n/text-lang'

const buttonClass = 'mt-4 block w-full rounded-lg bg-primary-strong px-6 py-2.5 text-center font-medium text-white hover:bg-sky-800'

/** The home promo overlay: a content card or a promotion, once per popup id. */
export function HomePopup({ popup }: { popup: Popup | null }) {
  const { t } = useLingui()
  const [seen, setSeen] = useState(() => new Set(readSeenPopups()))
  if (!popup || seen.has(popup.id) || (!popup.contentChild && !popup.promotion)) return null
  const close = () => {
    dismissPopup(popup.id)
    setSeen(new Set([...seen, popup.id]))
  }
  const { contentChild, promotion } = popup
  return (
    <Modal open onClose={close} label={t`Announcement`}>
      {contentChild ? (
        <div className="mx-auto w-56 pt-6">
          <Img src={contentChild.posterImg} alt={t`Poster of the announced title`} ratio="7 / 10" width={224} className="rounded-lg" />
          <Link to="/content" search={{ id: contentChild.contentId }} onClick={close} className={buttonClass}>
            {/* The popup's answer carries no name for its title: the link says where it goes in other words. */}
            <span aria-hidden="true">{t`Details`}</span>
            <span className="sr-only">{t`Details of the announced title`}</span>
          </Link>
        </div>
      ) : promotion ? (
        <div className="pt-8">
          <Img
            src={promotion.bannerImage}
            alt={promotion.title}
            ratio="800 / 233"
            width={400}
            sizes="min(92vw - 2rem, 26rem)"
            className="rounded-lg"
          />
          <h2 lang={textLang(promotion.title)} className="mt-3 text-lg font-semibold">
            {promotion.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{promotion.summary}</p>
          <Link to="/promotion-details" search={{ id: promotion.id }} onClick={close} className={buttonClass}>
            {t`Details`}
            <span className="sr-only" lang={textLang(promotion.title)}>{` — ${promotion.title}`}</span>
          </Link>
        </div>
      ) : null}
    </Modal>
  )
}

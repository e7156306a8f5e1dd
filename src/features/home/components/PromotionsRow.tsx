import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { HomeData } from '../../../api/schemas/catalogue'
import { Img } from '../../../ui/Img'
import { PosterRow } from '../../../ui/cards/PosterRow'
import { formatCount } from '../../../i18n/numbers'

export function PromotionsRow({ promotions }: { promotions: HomeData['promotionBanners'] }) {
  const { t, i18n } = useLingui()
  if (promotions.length === 0) return null
  return (
    <PosterRow labelId="promotions" heading={t`Promotions`}>
      {promotions.map((p, i) => (
        <li key={p.id} className="w-72 shrink-0 snap-start md:w-96">
          <Link to="/promotion-details" search={{ id: p.id }} className="block rounded-lg">
            <Img
              src={p.bannerImage}
              alt={t`Promotion ${formatCount(i18n, i + 1)}`}
              ratio="800 / 233"
              width={288}
              sizes="(min-width: 768px) 384px, 288px"
              className="rounded-lg"
            />
          </Link>
        </li>
      ))}
    </PosterRow>
  )
}

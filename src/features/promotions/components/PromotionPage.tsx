import { useLingui } from '@lingui/react/macro'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { Img } from '../../../ui/Img'
import { SafeHtml } from '../../../ui/SafeHtml'
import { Skeleton } from '../../../ui/Skeleton'
import { usePromotion } from '../queries'
import { textLang } from '../../../i18n/text-lang'

export function PromotionPage({ id }: { id: number }) {
  const { t } = useLingui()
  const state = usePromotion(id)
  if (state.status === 'error') return <ErrorView failure={state.failure} onRetry={state.retry} />
  return (
    <article className="mx-auto max-w-3xl px-4 pt-4 pb-8">
      {state.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton ratio="16 / 9" className="rounded-xl" />
          <Skeleton className="mt-4 h-7 w-2/3" />
        </div>
      ) : (
        <>
          <Img
            src={state.data.detailsImage}
            alt=""
            ratio="16 / 9"
            width={380}
            sizes="min(100vw - 2rem, 46rem)"
            priority
            className="rounded-xl"
          />
          <h2 lang={textLang(state.data.title)} className="mt-4 text-xl font-semibold">
            {state.data.title}
          </h2>
          <SafeHtml html={state.data.detailsBody} className="mt-2" />
        </>
      )}
    </article>
  )
}

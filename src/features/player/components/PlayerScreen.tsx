import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useCanGoBack, useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ContentChild } from '../../../api/schemas/catalogue'
import type { ChildInfo } from '../../../data'
import { ErrorView } from '../../../ui/errors/ErrorView'
import { toasts } from '../../../ui/toast/toast-store'
import { savePosition } from '../actions'
import type { PositionSample } from '../session/position-scheduler'
import { askStreamGrant, renewStream, useEpisodeContext, usePlaybackStart, useServices } from '../queries'
import { awaitDownloader, downloadKey, notePlayed, noteWatched, noteWatching } from '../engine/download-engine'
import type { PartialSource } from '../engine/live-files'
import { ExpiredDownload } from './ExpiredDownload'
import { ArrowBackIcon } from './icons'
import { VideoPlayer } from './VideoPlayer'

export interface PlayerScreenProps {
  contentChildId: number
  isTrailer: boolean
}

const loginUrl = (here: string) => `/login-phone?redirectRoute=${encodeURIComponent(here)}`

/** /player: the stream (the server decides entitlement), the resume point, positions through the outbox; above the shell. */
export function PlayerScreen({ contentChildId, isTrailer }: PlayerScreenProps) {
  const { t } = useLingui()
  const services = useServices()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // Where login and payment bring the viewer back to: this episode, whatever the address is later.
  const playerUrl = `/player?contentChildId=${contentChildId}&isTrailer=${isTrailer}`
  const [attempt, setAttempt] = useState(0)
  // The viewer chose to stream an episode whose download's licence ran out.
  const [streamAnyway, setStreamAnyway] = useState(false)
  const start = usePlaybackStart(contentChildId, isTrailer, attempt, streamAnyway)
  const context = useEpisodeContext(contentChildId)

  const failureType = start.status === 'error' ? start.failure.type : null
  const redirected = useRef(false)
  const freeEpisode = context?.child.id === contentChildId && context.child.isFree
  useEffect(() => {
    // Spec section 6: a 403 goes to login, with a toast that says why; `context` undefined is still loading.
    if (failureType !== 'PermissionFailure' || redirected.current || context === undefined) return
    redirected.current = true
    toasts.show('info', freeEpisode ? t`Log in to watch free episodes` : t`Log in to watch`)
    router.history.replace(loginUrl(playerUrl))
  }, [failureType, playerUrl, router, context, freeEpisode, t])

  const contentId = context?.content.id ?? (start.status === 'ready' ? start.start.resume?.info?.contentId : undefined)
  const back = useCallback(() => {
    if (canGoBack) router.history.back()
    else void router.navigate(contentId ? { to: '/content', search: { id: contentId } } : { to: '/' })
  }, [canGoBack, contentId, router])

  // A modal dialog makes the shell inert, so focus and screen readers stay in the player; Escape leaves, like Back.
  const dialog = useRef<HTMLDialogElement>(null)
  const backRef = useRef(back)
  useEffect(() => {
    backRef.current = back
  })
  useEffect(() => {
    const d = dialog.current
    if (!d) return
    let unmounting = false
    const onClose = () => {
      if (!unmounting) backRef.current()
    }
    d.addEventListener('close', onClose)
    if (!d.open) d.showModal()
    return () => {
      unmounting = true
      d.removeEventListener('close', onClose)
      d.close()
    }
  }, [])

  const ready = start.status === 'ready' ? start.start : null
  const info: ChildInfo | null = context
    ? { contentId: context.content.id, title: ready?.stream.title ?? context.child.title, episodePosterImg: context.child.episodePosterImg }
    : (ready?.resume?.info ?? null)
  const records = ready?.records === true
  const onPosition = useCallback(
    (sample: PositionSample) => {
      if (records) void savePosition(services, contentChildId, sample, info)
    },
    // The card only decorates the continue-watching row; a changed object must not re-wire playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [records, services, contentChildId, info?.contentId, info?.title, info?.episodePosterImg],
  )
  const renew = useCallback(() => renewStream(services, contentChildId), [services, contentChildId])

  const download = ready?.download ?? null
  const downloadId = download?.episodeId ?? null
  const firstPlay = download?.firstPlay === true
  const onItsWay = download?.partial === true
  const partial = useMemo<PartialSource | undefined>(
    () =>
      onItsWay
        ? {
            grant: () => askStreamGrant(services, contentChildId),
            arriving: (path, signal) => awaitDownloader(services, contentChildId, path, signal),
          }
        : undefined,
    [onItsWay, services, contentChildId],
  )
  const onStarted = useCallback(() => {
    if (downloadId !== null && firstPlay) void notePlayed(services, downloadId)
    if (!isTrailer && context?.child.id === contentChildId) noteWatching(services, context.content, contentChildId)
  }, [services, downloadId, firstPlay, isTrailer, context, contentChildId])
  const storedKey = useCallback((episodeId: number) => downloadKey(services, episodeId), [services])
  const onEnded = useCallback(() => {
    if (downloadId !== null) void noteWatched(services, downloadId)
  }, [services, downloadId])
  const playNext = useCallback(
    (child: ContentChild) => void router.navigate({ to: '/player', search: { contentChildId: child.id, isTrailer: false }, replace: true }),
    [router],
  )

  return (
    <dialog
      ref={dialog}
      // Named by the title's heading, which carries the title's language.
      aria-labelledby={ready ? 'player-title' : undefined}
      aria-label={ready ? undefined : t`Player`}
      className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-hidden border-0 bg-black p-0 text-white backdrop:bg-black"
    >
      {ready ? (
        <VideoPlayer
          key={`${contentChildId}:${attempt}`}
          stream={ready.stream}
          startAt={ready.startAt}
          isTrailer={isTrailer}
          next={isTrailer ? null : (context?.next ?? null)}
          previous={isTrailer ? null : (context?.previous ?? null)}
          episode={{
            title: ready.stream.title,
            // A film's one child carries the film's name: the series line would only repeat it.
            series: context && context.content.title !== ready.stream.title ? context.content.title : null,
            artwork: context?.child.episodePosterImg || ready.stream.poster || null,
          }}
          share={context ? { contentId: context.content.id, title: context.content.title, description: context.content.description } : null}
          onPosition={onPosition}
          // A download carries no grant to renew: its bytes are on the device.
          {...(isTrailer || download ? {} : { renew })}
          fromDownloads={download !== null}
          // A download on its way streams the files it has not stored yet.
          {...(partial ? { partial } : {})}
          {...(download ? { storedKey } : {})}
          onStarted={onStarted}
          onEnded={onEnded}
          onBack={back}
          onNext={playNext}
          onRetry={() => setAttempt((a) => a + 1)}
        />
      ) : (
        <>
          <div className="flex items-center gap-2 px-2 pt-[max(0.5rem,env(safe-area-inset-top))]">
            <button
              type="button"
              aria-label={t`Back`}
              title={t`Back`}
              onClick={back}
              className="grid size-11 place-items-center rounded-full hover:bg-white/15"
            >
              <ArrowBackIcon />
            </button>
          </div>
          {start.status === 'expired' ? (
            <ExpiredDownload reason={start.reason} onStream={() => setStreamAnyway(true)} />
          ) : start.status !== 'error' || failureType === 'PermissionFailure' ? (
            <div className="grid h-2/3 place-items-center" role="status" aria-label={t`Loading video`}>
              <span className="size-12 animate-spin rounded-full border-4 border-white/30 border-t-white" aria-hidden="true" />
            </div>
          ) : (
            <div className="mx-auto mt-8 w-[calc(100%-2rem)] max-w-md rounded-xl bg-white text-slate-900 dark:bg-slate-900 dark:text-slate-100">
              <ErrorView
                failure={start.failure}
                onRetry={() => setAttempt((a) => a + 1)}
                // The shared view logs in back to the path alone; the player needs its query too.
                action={
                  start.failure.type === 'SessionFailure' || start.failure.type === 'MultipleDeviceFailure'
                    ? { label: t`Login`, onClick: () => router.history.push(loginUrl(playerUrl)) }
                    : undefined
                }
              />
            </div>
          )}
        </>
      )}
    </dialog>
  )
}

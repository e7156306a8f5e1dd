import { useEffect, useState, type RefObject } from 'react'

export const pipSupported = () => typeof document !== 'undefined' && document.pictureInPictureEnabled === true

/** Picture-in-picture; with `onLeave`, the video goes to a small window as the viewer leaves (auto mode, else asked). */
export function usePictureInPicture(video: RefObject<HTMLVideoElement | null>, onLeave: boolean, playing: boolean) {
  const [active, setActive] = useState(false)
  useEffect(() => {
    const v = video.current
    if (!v || !pipSupported()) return
    const enter = () => setActive(true)
    const leave = () => setActive(false)
    v.addEventListener('enterpictureinpicture', enter)
    v.addEventListener('leavepictureinpicture', leave)
    return () => {
      v.removeEventListener('enterpictureinpicture', enter)
      v.removeEventListener('leavepictureinpicture', leave)
      if (document.pictureInPictureElement === v) void document.exitPictureInPicture().catch(() => undefined)
    }
  }, [video])

  useEffect(() => {
    const v = video.current
    if (!v || !pipSupported()) return
    v.toggleAttribute('autopictureinpicture', onLeave)
    if (!onLeave || !playing) return
    const onHide = () => {
      if (document.visibilityState === 'hidden' && !document.pictureInPictureElement)
        void v.requestPictureInPicture().catch(() => undefined)
    }
    document.addEventListener('visibilitychange', onHide)
    return () => document.removeEventListener('visibilitychange', onHide)
  }, [video, onLeave, playing])

  const toggle = () => {
    const v = video.current
    if (!v) return
    if (document.pictureInPictureElement) void document.exitPictureInPicture().catch(() => undefined)
    else void v.requestPictureInPicture().catch(() => undefined)
  }

  return { supported: pipSupported(), active, toggle }
}

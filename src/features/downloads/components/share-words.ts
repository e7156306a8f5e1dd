import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ReceiveProblem, SendProblem } from '../../../data/downloads/share/problems'

/** Why an episode could not be sent, and what to do, in the viewer's words. */
export function sendProblemText(i18n: I18n, problem: SendProblem): string {
  switch (problem) {
    case 'not-ready':
      return i18n._(msg`Only a finished download can be sent.`)
    case 'offline':
      return i18n._(msg`Connect to the internet once to prepare this episode for sending. It takes a few KB.`)
    case 'stale':
      return i18n._(msg`This download cannot be sent as it is. Delete it and download it again to send it.`)
    case 'failed':
      return i18n._(msg`Could not prepare this episode for sending. Please try again.`)
  }
}

/** Why a received file was not added (nothing of it was kept), and what to do. */
export function receiveProblemText(i18n: I18n, problem: ReceiveProblem): string {
  switch (problem) {
    case 'foreign':
      return i18n._(msg`This is not an episode file from Yoke Shin. Nothing was added.`)
    case 'not-received':
      return i18n._(msg`The shared file did not reach the app. Open Yoke Shin once, then share it again, or add it with the button below.`)
    case 'damaged':
      return i18n._(msg`This file is incomplete or damaged. Nothing was added. Ask your friend to send it again.`)
    case 'tampered':
      return i18n._(msg`This file was changed after it was downloaded, so it cannot be trusted. Nothing was added.`)
    case 'no-key':
      return i18n._(msg`Connect to the internet once so the app can check episode files, then add it again.`)
    case 'login':
      return i18n._(msg`Log in to add an episode you were sent.`)
    case 'already':
      return i18n._(msg`This episode is already in your downloads.`)
    case 'quota':
      return i18n._(msg`Not enough storage on this device. Delete some downloads and try again.`)
    case 'storage':
      return i18n._(msg`Could not save the episode on this device. Please try again.`)
  }
}

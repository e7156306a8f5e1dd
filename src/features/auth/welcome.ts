import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { AuthResult } from '../../api/schemas/account'

/** Spec section 4: welcome for a new user, welcome back with the name otherwise. */
export function welcomeText(i18n: I18n, auth: Pick<AuthResult, 'isNewUser' | 'userInfo'>): string {
  const name = auth.userInfo.name
  return auth.isNewUser ? i18n._(msg`Welcome`) : i18n._(msg`Welcome back ${name}`)
}

import { rememberPopupSeen } from './popup-seen'

export function dismissPopup(id: number): void {
  rememberPopupSeen(id)
}

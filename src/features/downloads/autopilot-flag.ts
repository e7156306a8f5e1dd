/**
 * Whether this device's viewer switched the night autopilot on, kept in localStorage so that home
 * asks for the morning's line (and its code) only where there can be one.
 */
const KEY = 'night-autopilot'

export function autopilotInUse(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return storage?.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function noteAutopilotInUse(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, on ? '1' : '0')
  } catch {
    // Storage unavailable (private modes): home shows no morning line; the notification still tells.
  }
}

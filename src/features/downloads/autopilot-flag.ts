/** Whether the night autopilot is on here, in localStorage, so home asks for the morning's line only where it can be. */
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

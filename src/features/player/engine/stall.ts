import type { Reach } from '../../../api/connectivity'

export type StallCause = 'no-connection' | 'server'

/**
 * Why playback runs on what has loaded. The media requests only say that nothing came back; the
 * connectivity store knows whether the device itself has no connection. Otherwise it is our server
 * that stopped answering, and saying "no connection" would send the viewer to check a working link.
 */
export function stallCause(reach: Reach): StallCause {
  return reach === 'offline' ? 'no-connection' : 'server'
}

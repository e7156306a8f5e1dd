import { useEffect } from 'react'
import { connectivity, type Connectivity } from '../api/connectivity'

/**
 * Tells the connectivity store that this screen shows content stored on the device, so that the
 * offline bar may say "showing saved content", and only then.
 */
export function useShowsSaved(shown: boolean, store: Connectivity = connectivity): void {
  useEffect(() => (shown ? store.showSaved() : undefined), [shown, store])
}

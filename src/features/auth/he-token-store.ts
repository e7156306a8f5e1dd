import { HE_TOKEN_KEY } from '../../data/he-token'

type Listener = () => void
const listeners = new Set<Listener>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The HE token (spec: localStorage HE_TOKEN), as a tiny external store so cards update when it goes. */
export const heTokenStore = {
  get(): string | null {
    try {
      return storage()?.getItem(HE_TOKEN_KEY) || null
    } catch {
      return null
    }
  },
  clear(): void {
    try {
      storage()?.removeItem(HE_TOKEN_KEY)
    } catch {
      // An unwritable storage cannot hold a stale token either way.
    }
    listeners.forEach((l) => l())
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === HE_TOKEN_KEY || e.key === null) listener()
    }
    globalThis.addEventListener?.('storage', onStorage)
    return () => {
      listeners.delete(listener)
      globalThis.removeEventListener?.('storage', onStorage)
    }
  },
}

import { HE_TOKEN_KEY, forgetHeToken } from '../../data/he-token'

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
  /** Removes the token and its cookie, and tells the cards showing it. */
  clear(): void {
    forgetHeToken(storage())
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

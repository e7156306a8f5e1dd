import { useEffect, useState, useSyncExternalStore } from 'react'
import { readSampleChildId, type AppServices } from '../../data'
import { parseMasterPlaylist, type Rendition } from './data-use'
import { readRememberedLadder } from './ladder-store'
import { connectionHints, currentDataSaver, subscribeDataSaver, type ConnectionHints, type DataSaverSetting } from './setting'

export function useDataSaverSetting(): DataSaverSetting {
  return useSyncExternalStore(subscribeDataSaver, currentDataSaver, currentDataSaver)
}

/** The connection hints, followed live where the browser reports changes. */
export function useConnectionHints(): ConnectionHints {
  const [hints, setHints] = useState(connectionHints)
  useEffect(() => {
    const c = (navigator as { connection?: EventTarget }).connection
    const update = () => setHints(connectionHints())
    c?.addEventListener?.('change', update)
    return () => c?.removeEventListener?.('change', update)
  }, [])
  return hints
}

/**
 * The renditions to estimate from: those of the last episode played, else the master playlist of
 * a sample stream (the trailer of a stored title). Null when neither can be had (offline, nothing
 * stored yet).
 */
export async function loadLadder(services: AppServices): Promise<Rendition[] | null> {
  const remembered = readRememberedLadder()
  if (remembered) return remembered
  const childId = await readSampleChildId(services.db)
  if (childId === null) return null
  const stream = await services.api.streamTrailer(childId)
  if (!stream.ok) return null
  try {
    const res = await fetch(stream.value.url, { credentials: 'same-origin' })
    if (!res.ok) return null
    const ladder = parseMasterPlaylist(await res.text())
    return ladder.length > 0 ? ladder : null
  } catch {
    return null
  }
}

/** undefined while loading. */
export function useLadder(services: AppServices): Rendition[] | null | undefined {
  const [ladder, setLadder] = useState<Rendition[] | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    void loadLadder(services).then((l) => {
      if (live) setLadder(l)
    })
    return () => {
      live = false
    }
  }, [services])
  return ladder
}

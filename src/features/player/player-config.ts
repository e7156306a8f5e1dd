import { SAVER_MAX_HEIGHT, dataSaverOn, type ConnectionHints, type DataSaverSetting } from '../../lib/data-saver'

/** One rendition of the master playlist, as hls.js lists it. */
export interface LevelInfo {
  height: number
  /** Peak bits per second (BANDWIDTH). */
  bitrate: number
  /** Mean bits per second (AVERAGE-BANDWIDTH), when the playlist gives it. */
  averageBitrate?: number
}

/** The hls.js settings this module decides (a subset of HlsConfig). */
export interface HlsTuning {
  abrEwmaDefaultEstimate: number
  capLevelToPlayerSize: boolean
  maxBufferLength?: number
  backBufferLength?: number
  /** Below each loop's 60 ms audio gap: at hls.js's 0.1 s default the gaps join the ranges and the video stalls short of its end. */
  maxBufferHole: number
}

export interface PlayerConfig {
  saver: boolean
  hls: HlsTuning
  /** Index into `levels` to start with; -1 lets hls.js choose (no levels known yet). */
  startLevel: number
  /** Highest index automatic switching may reach; -1 for no cap. */
  capLevel: number
}

/** A first guess at a phone's bandwidth in Myanmar before anything was measured. */
export const DEFAULT_ESTIMATE_BPS = 400_000
export const MAX_BUFFER_HOLE_S = 0.05

function indexed(levels: LevelInfo[]) {
  return levels.map((l, index) => ({ ...l, index }))
}

function lowest(levels: LevelInfo[]): number {
  const all = indexed(levels)
  if (all.length === 0) return -1
  return all.reduce((a, b) => (b.bitrate < a.bitrate ? b : a)).index
}

/** The richest rendition not above `maxHeight`; the lowest one if all are taller. */
function capAt(levels: LevelInfo[], maxHeight: number): number {
  const fit = indexed(levels).filter((l) => l.height > 0 && l.height <= maxHeight)
  if (fit.length === 0) return lowest(levels)
  return fit.reduce((a, b) => (b.bitrate > a.bitrate ? b : a)).index
}

/** The richest rendition whose peak bitrate fits the estimate; the lowest one if none does. */
function startFor(levels: LevelInfo[], bps: number): number {
  const fit = indexed(levels).filter((l) => l.bitrate <= bps)
  if (fit.length === 0) return lowest(levels)
  return fit.reduce((a, b) => (b.bitrate > a.bitrate ? b : a)).index
}

/** Saver on: lowest start, 360p cap, short buffers (no unwatched minutes paid); off: a 400 kbps guess, capped to the player. */
export function playerConfig(hints: ConnectionHints, setting: DataSaverSetting, levels: LevelInfo[]): PlayerConfig {
  const saver = dataSaverOn(hints, setting)
  if (saver) {
    return {
      saver,
      hls: {
        abrEwmaDefaultEstimate: DEFAULT_ESTIMATE_BPS,
        capLevelToPlayerSize: true,
        maxBufferLength: 20,
        backBufferLength: 10,
        maxBufferHole: MAX_BUFFER_HOLE_S,
      },
      startLevel: lowest(levels),
      capLevel: levels.length > 0 ? capAt(levels, SAVER_MAX_HEIGHT) : -1,
    }
  }
  return {
    saver,
    hls: { abrEwmaDefaultEstimate: DEFAULT_ESTIMATE_BPS, capLevelToPlayerSize: true, maxBufferHole: MAX_BUFFER_HOLE_S },
    startLevel: levels.length > 0 ? startFor(levels, DEFAULT_ESTIMATE_BPS) : -1,
    capLevel: -1,
  }
}

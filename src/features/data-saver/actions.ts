import type { AppDb } from '../../data/db'
import { writePackPrices, type PackPrices } from '../../data/pack-prices'
import { writeDataSaver, type DataSaverSetting } from '../../lib/data-saver'

/** Applies from the next video opened; a video already playing keeps its rendition choice. */
export function chooseDataSaver(setting: DataSaverSetting): void {
  writeDataSaver(setting)
}

/** Stores the viewer's pack prices; a price out of range is refused as a failure. */
export function savePackPrices(db: AppDb, prices: PackPrices) {
  return writePackPrices(db, prices)
}

export { changeAllowance, noteWarned, streamAnywayToday } from './meter-actions'

import { writeDataSaver, type DataSaverSetting } from './setting'

/** Applies from the next video opened; a video already playing keeps its rendition choice. */
export function chooseDataSaver(setting: DataSaverSetting): void {
  writeDataSaver(setting)
}
export { changeAllowance, noteWarned, streamAnywayToday } from './meter-actions'

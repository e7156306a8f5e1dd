import type { AppServices, ChildInfo } from '../../data'
import type { PositionSample } from './session/position-scheduler'

/** Records a watch position through the outbox, with the continue-watching row in the same transaction. */
export async function savePosition(services: AppServices, childId: number, sample: PositionSample, info: ChildInfo | null): Promise<void> {
  await services.sync.enqueue('position', { childId, duration: sample.duration, position: sample.position, ...(info ? { info } : {}) })
}
export { streamAnywayToday } from '../data-saver/meter-actions'

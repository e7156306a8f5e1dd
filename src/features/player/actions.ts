import type { AppServices, ChildInfo } from '../../data'
import type { PositionSample } from './session/position-scheduler'

/**
 * Records a watch position: the outbox keeps the newest per episode and the continue-watching list
 * changes in the same transaction, so it is right offline; the engine sends it when it can.
 */
export async function savePosition(services: AppServices, childId: number, sample: PositionSample, info: ChildInfo | null): Promise<void> {
  await services.sync.enqueue('position', { childId, duration: sample.duration, position: sample.position, ...(info ? { info } : {}) })
}
export { streamAnywayToday } from '../data-saver/meter-actions'

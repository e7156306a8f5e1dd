import type { ContentChild } from '../../api/schemas/catalogue'

/** Spec section 6: unsubscribed viewers start free episodes only; `premium` null (unknown) leaves it to the server's 403. */
export function mayWatch(child: Pick<ContentChild, 'isFree'>, premium: boolean | null | undefined): boolean {
  return child.isFree || premium !== false
}

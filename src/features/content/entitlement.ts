import type { ContentChild } from '../../api/schemas/catalogue'

/**
 * Spec section 6: an unsubscribed viewer may start only free episodes. `premium` null means not
 * known yet (never fetched, or offline): the player's stream request asks the server, whose 403
 * sends the viewer to payment, so the client does not refuse on a guess.
 */
export function mayWatch(child: Pick<ContentChild, 'isFree'>, premium: boolean | null | undefined): boolean {
  return child.isFree || premium !== false
}

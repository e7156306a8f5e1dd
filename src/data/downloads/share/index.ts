/**
 * Sending and receiving downloaded episodes (no React). Loaded by the Downloads screen on the
 * viewer's action (send, add), or when a shared file arrives; the unlock also runs with the
 * downloads' rounds (triggers.ts).
 */
export { buildPackage, packageName, type Built } from './export'
export { importPackage, type Received } from './import'
export { unlockReceived, awaitsUnlock, type UnlockReport } from './unlock'
export { keepDescriptorKey } from './descriptor'
export { PACKAGE_EXTENSION, PACKAGE_MIME } from './format'
export type { ReceiveProblem, SendProblem } from './problems'
export { takeFromInbox, INBOX_ID } from './inbox'

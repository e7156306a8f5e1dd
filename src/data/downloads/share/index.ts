/** Loaded on the viewer's send or add, or when a shared file arrives. */
export { buildPackage, packageName, type Built } from './export'
export { importPackage, type Received } from './import'
export { unlockReceived, awaitsUnlock, type UnlockReport } from './unlock'
export { keepDescriptorKey } from './descriptor'
export { PACKAGE_EXTENSION, PACKAGE_MIME } from './format'
export type { ReceiveProblem, SendProblem } from './problems'
export { takeFromInbox, INBOX_ID } from './inbox'

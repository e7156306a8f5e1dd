/** Set by the server on a page that carries the start-up gate alone (server/http/gate-page.ts). */
export const GATE_ONLY_ATTRIBUTE = 'data-gate-only'

/// <reference types="vite/client" />
import { Dexie } from 'dexie'

// Dexie turns its debug mode on by itself when the page's address is localhost or 127.0.0.1, which
// is where the benchmark and the browser tests load the app. In that mode every table operation
// makes a `console.createTask`, which records the JavaScript stack whenever DevTools or an
// automation client is attached. A phone loads the built app from its real address, where the mode
// is off: the build keeps it off everywhere, so that what is measured here is what a phone runs.
if (import.meta.env.PROD) Dexie.debug = false

export { Dexie }

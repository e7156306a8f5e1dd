// The data layer runs on a real IndexedDB implementation in Node, as in the app's unit tests.
import 'fake-indexeddb/auto'

// Dexie runs on a real IndexedDB implementation in unit tests, never a mock.
import 'fake-indexeddb/auto'

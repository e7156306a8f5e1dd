// Dexie runs on a real IndexedDB implementation in unit tests, never a mock.
import 'fake-indexeddb/auto'
import { configure } from '@testing-library/react'

// A screen that reads several live queries can take over a second to settle while the whole suite
// shares two cores; the wait only ends sooner when the screen is quicker.
configure({ asyncUtilTimeout: 5_000 })

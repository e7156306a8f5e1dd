// The engine's deps name StorageManager.persist(), which browsers expose to pages only. The worker
// compiles the engine too, so the name must exist here; the worker's deps answer it with false
// (sw/downloads-deps.ts), since only a page may ask for persistent storage.
interface StorageManager {
  persist(): Promise<boolean>
}

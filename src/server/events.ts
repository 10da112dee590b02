// In-process notifications after commit. The blocklist publisher subscribes to asset status changes
// (debounced republish); issue 6's webhooks subscribe too. A failing listener is logged, never thrown
// back into the request that caused the change.
import type { AssetStatusChange } from './domain/asset-status';
import type { Logger } from './log';

export type AssetStatusListener = (changes: AssetStatusChange[]) => void | Promise<void>;

export interface Events {
  onAssetStatusChanged(listener: AssetStatusListener): () => void;
  assetStatusChanged(changes: AssetStatusChange[]): void;
}

export function createEvents(log: Logger): Events {
  const listeners = new Set<AssetStatusListener>();
  return {
    onAssetStatusChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    assetStatusChanged(changes) {
      if (changes.length === 0) return;
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(changes))
          .catch((error: unknown) => log.error('asset status listener failed', { error: String(error) }));
      }
    },
  };
}

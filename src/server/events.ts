// In-process notifications after commit. The blocklist publisher subscribes to asset status changes
// (debounced republish); issue 6's webhooks subscribe to those and to new detections. A failing
// listener is logged, never thrown back into the request that caused the change.
import type { AssetStatusChange } from './domain/asset-status';
import type { Logger } from './log';

export type AssetStatusListener = (changes: AssetStatusChange[]) => void | Promise<void>;

/** A detection result just stored for an organization. */
export interface DetectionAdded {
  organizationId: number;
  detectionId: number;
  at: Date;
}
export type DetectionListener = (added: DetectionAdded[]) => void | Promise<void>;

export interface Events {
  onAssetStatusChanged(listener: AssetStatusListener): () => void;
  assetStatusChanged(changes: AssetStatusChange[]): void;
  onDetectionsAdded(listener: DetectionListener): () => void;
  detectionsAdded(added: DetectionAdded[]): void;
}

export function createEvents(log: Logger): Events {
  const statusListeners = new Set<AssetStatusListener>();
  const detectionListeners = new Set<DetectionListener>();
  function emit<T>(listeners: Set<(items: T[]) => void | Promise<void>>, items: T[], what: string) {
    if (items.length === 0) return;
    for (const listener of listeners) {
      Promise.resolve()
        .then(() => listener(items))
        .catch((error: unknown) => log.error(`${what} listener failed`, { error: String(error) }));
    }
  }
  return {
    onAssetStatusChanged(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    assetStatusChanged: (changes) => emit(statusListeners, changes, 'asset status'),
    onDetectionsAdded(listener) {
      detectionListeners.add(listener);
      return () => detectionListeners.delete(listener);
    },
    detectionsAdded: (added) => emit(detectionListeners, added, 'detection'),
  };
}

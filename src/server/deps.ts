// Everything a handler may use, passed in by createApp (no module-level database or clock).
import type { Clock } from './clock';
import type { Db, DatabaseKind } from './db/types';
import type { Events } from './events';
import type { Logger } from './log';
import type { BlocklistPublisher } from './blocklist';

export interface Limits {
  /** Reports one API key may create per window (spec: "Report creation is rate limited"). */
  reportsPerWindow: number;
  reportWindowMs: number;
  /**
   * How long a resolved API key (its principal and memberships) is reused without a database lookup.
   * 0 (the default, and what tests use) looks every request up; `serve` uses a few seconds, so a revoked
   * key or a removed membership takes effect within that time on every node.
   */
  authCacheMs: number;
}

export const DEFAULT_LIMITS: Limits = { reportsPerWindow: 60, reportWindowMs: 60 * 60 * 1000, authCacheMs: 0 };

export interface AppDeps {
  db: Db;
  dbKind: DatabaseKind;
  clock: Clock;
  log: Logger;
  events: Events;
  limits: Limits;
  /** Used for scan callbacks (and webhooks); tests may pass their own. */
  fetch: typeof fetch;
  /** The blocklist publisher, when this node publishes (src/server/blocklist). */
  publisher: BlocklistPublisher | null;
  /** Absolute base URL of /v2 when known (behind a proxy); else derived from the request. */
  baseUrl: string | null;
  /** Work started by a request that outlives it (scan runs); tests await it. */
  background: Set<Promise<unknown>>;
}

// Keeps the published blocklist in step with asset status (DESIGN.md §2.3-2.5). Status changes arrive as
// bare signals; a burst of them collapses into one republish after `debounceMs`, and only one republish
// runs at a time (a signal during a run schedules one more run after it). A republish reloads the BLOCKED
// assets, and publishes a new version only when the prefix list changed; confirm answers always come from
// the latest listing in memory.
import { ALGO_VERSION } from '../../blocklist';
import type { Clock } from '../clock';
import type { Logger } from '../log';
import { AssetHashCache } from './hash-cache';
import { buildListing, type ConfirmMatch, type ListedAsset, type Listing } from './listing';
import { VersionHistory, type PublishedVersion } from './versions';

export interface BlocklistPublisherOptions {
  /** The BLOCKED assets, with the label and brand a confirm answer reports for them. */
  loadListed: () => Promise<ListedAsset[]>;
  clock: Clock;
  log: Pick<Logger, 'info' | 'error'>;
  keepVersions?: number;
  debounceMs?: number;
  /** Wait after a failed republish before trying again. */
  retryMs?: number;
  /** How long a client waits before asking for the version again. */
  waitSeconds?: number;
  /** How long a confirm answer, positive or negative, may be cached. */
  cacheSeconds?: number;
  /** Serve artifact URLs from a CDN or object store instead of this service. */
  artifactBaseUrl?: string;
}

export interface VersionInfo {
  algoVersion: 1;
  version: number;
  count: number;
  checksum: string;
  snapshot: { url: string; token: string; count: number; bytes: number };
  diffs: Array<{ fromVersion: number; toVersion: number; url: string; token: string; bytes: number }>;
  waitSeconds: number;
}

export interface ConfirmAnswer {
  algoVersion: 1;
  version: number;
  results: Array<{ prefix: string; matches: ConfirmMatch[] }>;
  cacheSeconds: number;
}

export interface BlocklistPublisher {
  /** Loads the listed assets and publishes the first version; rejects when that fails. */
  start(): Promise<void>;
  /** Signal that some asset's status changed: a republish follows within `debounceMs`. */
  onAssetStatusChanged(): void;
  /** Undefined until the first version is published. */
  versionInfo(baseUrl: string): VersionInfo | undefined;
  /** Prefixes are 8 lowercase hex characters; the caller validates them. */
  confirm(algoVersion: number, prefixes: readonly string[]): ConfirmAnswer;
  artifact(token: string): Uint8Array | undefined;
  /** Resolves when no republish is scheduled or running. */
  whenIdle(): Promise<void>;
  /** Cancels a scheduled republish (shutdown). */
  stop(): void;
}

export class UnknownAlgoVersionError extends Error {
  constructor(readonly algoVersion: number) {
    super(`Unknown algoVersion ${algoVersion}; this service speaks algoVersion ${ALGO_VERSION}`);
  }
}

export function createBlocklistPublisher(options: BlocklistPublisherOptions): BlocklistPublisher {
  const { loadListed, clock, log, keepVersions = 20, debounceMs = 500, retryMs = 5_000, waitSeconds = 300, cacheSeconds = 300 } = options;
  const history = new VersionHistory(keepVersions);
  const hashCache = new AssetHashCache();
  let listing: Listing | undefined;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let dirty = false;
  let stopped = false;
  let idleWaiters: Array<() => void> = [];

  // Versions only grow, across restarts too: a restarted service must not reuse a number a client already
  // holds with other contents, so a version is at least the clock's seconds since the epoch.
  const nextVersion = () => Math.max((history.current?.version ?? 0) + 1, Math.floor(clock.now().getTime() / 1000));

  async function republish(): Promise<void> {
    const started = performance.now();
    const assets = await loadListed();
    const loaded = performance.now();
    const next = await buildListing(assets, hashCache);
    const built = performance.now();
    listing = next;
    const current = history.current;
    if (current !== undefined && samePrefixes(current.prefixes, next.prefixes)) {
      log.info('blocklist unchanged', { version: current.version, expressions: next.entryCount, loadMs: Math.round(loaded - started), buildMs: Math.round(built - loaded) });
      return;
    }
    const published = await history.publish(nextVersion(), next.prefixes);
    log.info('blocklist published', {
      version: published.version,
      count: published.prefixes.length,
      expressions: next.entryCount,
      diffs: published.diffs.length,
      snapshotBytes: published.snapshot.bytes.length,
      loadMs: Math.round(loaded - started),
      buildMs: Math.round(built - loaded),
      artifactsMs: Math.round(performance.now() - built),
    });
  }

  function schedule(delay: number): void {
    if (timer !== null || running !== null || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      execute(true).catch(() => undefined); // logged in execute
    }, delay);
  }

  // One republish in flight; what arrives meanwhile marks the list dirty and runs once more afterwards.
  function execute(retryOnFailure: boolean): Promise<void> {
    dirty = false;
    const attempt = republish();
    running = attempt
      .then(
        () => debounceMs,
        (error: unknown) => {
          // Keep serving the last good version and try again rather than wait for the next status change.
          log.error('blocklist publish failed', { error: error instanceof Error ? error.message : String(error), retryMs });
          if (retryOnFailure) dirty = true;
          return retryMs;
        },
      )
      .then((delay) => {
        running = null;
        if (dirty) schedule(delay);
        if (timer === null) for (const resolve of idleWaiters.splice(0)) resolve();
      });
    return attempt;
  }

  return {
    async start() {
      stopped = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      while (running !== null) await running;
      await execute(false);
    },
    onAssetStatusChanged() {
      dirty = true;
      schedule(debounceMs);
    },
    versionInfo(baseUrl) {
      const current = history.current;
      return current === undefined ? undefined : versionInfoOf(current, options.artifactBaseUrl ?? baseUrl, waitSeconds);
    },
    confirm(algoVersion, prefixes) {
      if (algoVersion !== ALGO_VERSION) throw new UnknownAlgoVersionError(algoVersion);
      const version = history.current?.version ?? 0;
      // One pass, first occurrence wins (what [...new Set(prefixes)].map did, without the spread copy).
      // parseInt, not the core's hexToPrefix: the caller validated the 8 hex digits, and hexToPrefix would
      // test them against its regex once more per prefix.
      const current = listing;
      const results: ConfirmAnswer['results'] = [];
      const seen = new Set<string>();
      for (const prefix of prefixes) {
        if (seen.has(prefix)) continue;
        seen.add(prefix);
        results.push({ prefix, matches: current === undefined ? [] : current.matches(Number.parseInt(prefix, 16)) });
      }
      return { algoVersion: ALGO_VERSION, version, results, cacheSeconds };
    },
    artifact: (token) => history.artifact(token),
    whenIdle() {
      if (timer === null && running === null) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      for (const resolve of idleWaiters.splice(0)) resolve();
      idleWaiters = [];
    },
  };
}

function samePrefixes(a: Uint32Array, b: Uint32Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

export function artifactUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/asset/blocklist/artifacts/${token}`;
}

function versionInfoOf(v: PublishedVersion, baseUrl: string, waitSeconds: number): VersionInfo {
  return {
    algoVersion: ALGO_VERSION,
    version: v.version,
    count: v.prefixes.length,
    checksum: v.checksum,
    snapshot: { url: artifactUrl(baseUrl, v.snapshot.token), token: v.snapshot.token, count: v.prefixes.length, bytes: v.snapshot.bytes.length },
    diffs: v.diffs.map((d) => ({
      fromVersion: d.fromVersion,
      toVersion: d.toVersion,
      url: artifactUrl(baseUrl, d.artifact.token),
      token: d.artifact.token,
      bytes: d.artifact.bytes.length,
    })),
    waitSeconds,
  };
}

// Extension figures (issue 5, item 8):
//  - time from navigation start to the warning page, median over 20 listed URLs, in Debian's Chromium
//    with the built extension against the real service; baseline: the same browser loading clean pages
//    from the same loopback web server (navigation start to DOMContentLoaded);
//  - memory and load time of a 1,000,000-prefix list in the extension's store: PrefixSet byteLength
//    against the 4-byte-per-prefix sorted array, and the cold-start load (idb read of the list head +
//    PrefixSet.fromBytes) against reading the whole list record (head + sorted prefixes) that a sync uses. Measured in Node with fake-indexeddb (the service worker's IndexedDB is not
//    reachable from Node); the decode cost is the same code either way.
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';
import { IDBFactory } from 'fake-indexeddb';
import { chromium, type Frame } from '@playwright/test';
import { PrefixSet } from '../../src/blocklist';
import { openStore } from '../../src/extension/store';
import { startService } from '../e2e/harness/service';
import { startWeb } from '../e2e/harness/web';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEED = fileURLToPath(new URL('../e2e/fixtures/seed.json', import.meta.url));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const round = (x: number) => Math.round(x * 100) / 100;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function storeFigures(log: (line: string) => void) {
  const n = 1_000_000;
  const raw = new Uint32Array(n);
  let x = 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5; // xorshift32: reproducible pseudo-random prefixes
    raw[i] = x >>> 0;
  }
  const sorted = Uint32Array.from(new Set(raw)).sort();
  const set = PrefixSet.fromSorted(sorted);
  const factory = new IDBFactory();
  const store = await openStore(factory, 'bench');
  await store.putList({ version: 1, checksum: '0'.repeat(64), prefixes: sorted, setBytes: set.toBytes(), savedAt: Date.now() });
  store.close();
  const loads: number[] = [];
  const reads: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    const s = await openStore(factory, 'bench');
    const head = await s.getListHead();
    const loaded = PrefixSet.fromBytes(head!.setBytes);
    loads.push(performance.now() - t);
    if (!loaded.has(sorted[12345]!)) throw new Error('loaded set lost a prefix');
    s.close();
    t = performance.now();
    const s2 = await openStore(factory, 'bench');
    await s2.getList(); // what loading used to read: head and the 4 MB of sorted prefixes
    reads.push(performance.now() - t);
    s2.close();
  }
  log(`1M-prefix set: ${set.byteLength} bytes, load ${round(median(loads))} ms`);
  return {
    prefixes: sorted.length,
    prefixSetBytes: set.byteLength,
    baselineSortedArrayBytes: sorted.byteLength,
    bytesPerPrefix: round(set.byteLength / sorted.length),
    memoryRatioVsSortedArray: round(set.byteLength / sorted.byteLength),
    loadMsMedian: round(median(loads)),
    baselineFullListReadMsMedian: round(median(reads)),
    loadRatioVsFullListRead: round(median(loads) / median(reads)),
    environment: 'Node + fake-indexeddb',
  };
}

async function warningFigures(log: (line: string) => void) {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const service = await startService(apiPort, SEED);
  const web = await startWeb(webPort);
  const outDir = '.output/bench';
  const profile = mkdtempSync(join(tmpdir(), 'palisade-bench-'));
  try {
    log('building the extension against the bench service');
    execFileSync('npx', ['wxt', 'build'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PALISADE_WXT_OUT_DIR: outDir, WXT_API_URL: service.baseUrl, WXT_API_KEY: 'cp_test_e2eanalystkey234567' },
    });
    const ext = join(ROOT, outDir, 'chrome-mv3');
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: [`--disable-extensions-except=${ext}`, `--load-extension=${ext}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.test 127.0.0.1'],
    });
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(worker.url()).host;
      const bg = await context.newPage();
      await bg.goto(`chrome-extension://${id}/options.html`);
      const status = () => bg.evaluate(() => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: unknown): Promise<{ version: number | null }> } } }).chrome.runtime.sendMessage({ type: 'sync/status' }));
      for (let i = 0; i < 200 && (await status()).version === null; i++) await bg.waitForTimeout(100);
      const page = await context.newPage();
      const warn: number[] = [];
      const clean: number[] = [];
      for (let i = 1; i <= 20; i++) {
        const host = `bench-${String(i).padStart(2, '0')}.test`;
        // The moment the main frame commits the warning page (the replaced navigation reports as aborted).
        const warned = new Promise<number>((resolve) => {
          const onNav = (frame: Frame) => {
            if (frame === page.mainFrame() && /\/warning\.html#/.test(frame.url())) {
              page.off('framenavigated', onNav);
              resolve(performance.now());
            }
          };
          page.on('framenavigated', onNav);
        });
        const t = performance.now();
        await page.goto(web.url(host, '/'), { waitUntil: 'commit' }).catch(() => undefined);
        warn.push((await warned) - t);
        const c = performance.now();
        await page.goto(web.url(`bench-clean-${i}.test`, '/'), { waitUntil: 'domcontentloaded' });
        clean.push(performance.now() - c);
      }
      log(`warning median ${round(median(warn))} ms, clean page median ${round(median(clean))} ms`);
      return {
        listedUrls: warn.length,
        navigationToWarningMsMedian: round(median(warn)),
        baselineCleanPageLoadMsMedian: round(median(clean)),
        ratioVsCleanPageLoad: round(median(warn) / median(clean)),
        environment: 'Chromium (Debian) headless, loopback service and web server, first visit (confirm round trip included)',
      };
    } finally {
      await context.close();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
    await web.close();
    await service.close();
  }
}

export default async function extensionBench(log: (line: string) => void): Promise<Record<string, unknown>> {
  return { store: await storeFigures(log), warning: await warningFigures(log) };
}
